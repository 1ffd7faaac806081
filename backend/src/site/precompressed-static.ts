import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sendingAsIs } from '../common/http/compress-responses.js';
import { preferredCoding } from '../common/http/content-coding.js';
import { addVary } from '../common/http/send-encoded.js';

type ServeStaticOptions = Parameters<typeof express.static>[1];

const EXTENSION = { br: '.br', gzip: '.gz' } as const;

/** URL paths (from `/`) of the files that have both a `.br` and a `.gz` beside them. */
function precompressedFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (existsSync(path.join(dir, entry.name + EXTENSION.br)) && existsSync(path.join(dir, entry.name + EXTENSION.gzip))) {
        found.add(`${prefix}${entry.name}`);
      }
    }
  };
  if (existsSync(root)) walk(root, '/');
  return found;
}

/**
 * express.static, except that a file compressed at build time (scripts/precompress.js) goes out as
 * its `.br` or `.gz` to clients that accept it, byte for byte, under the original's Content-Type.
 * Each file has its own ETag and Last-Modified, so each coding has its own validator.
 */
export function precompressedStatic(root: string, options: ServeStaticOptions): RequestHandler {
  const files = express.static(root, options);
  const compressed = precompressedFiles(root);
  return (request: Request, response: Response, next: NextFunction) => {
    const name = request.path;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !compressed.has(name)) {
      files(request, response, next);
      return;
    }
    addVary(response, 'Accept-Encoding');
    const coding = preferredCoding(request.headers['accept-encoding']);
    sendingAsIs(response, coding);
    if (coding === 'identity') {
      files(request, response, next);
      return;
    }
    const url = request.url;
    response.setHeader('Content-Encoding', coding);
    response.type(path.extname(name));
    request.url = `${name}${EXTENSION[coding]}${url.slice(name.length)}`;
    files(request, response, (error?: unknown) => {
      request.url = url;
      response.removeHeader('Content-Encoding');
      response.removeHeader('Content-Type');
      next(error);
    });
  };
}
