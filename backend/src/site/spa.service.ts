import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { escapeHtml } from './html.js';

/** Paths the SPA never answers: an unknown one there is a JSON 404. */
const SERVER_PREFIXES = ['/api', '/docs', '/__debug', '/assets/', '/uploads/', '/healthz'];

const FILE_NAME = /\.[a-z0-9]+$/i;

/** The client routes of spec section 2; any other path gets the SPA's Page Not Found with a 404 status. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(blog|stories)(\/[^/]+)?\/?$/,
  /^\/admin\/?$/,
  /^\/posts(\/[^/]+\/preview)?\/?$/,
  /^\/dashboard(\/.*)?$/,
];

/** Serves the built React app: hashed assets cached for good, index.html for client routes. */
@Injectable()
export class SpaService {
  private readonly logger = new Logger(SpaService.name);
  private indexHtml?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  mountStatic(app: NestExpressApplication): void {
    const dist = this.config.frontendDist;
    const rootFiles = express.static(dist, { index: false, maxAge: '1h' });
    app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use((request: Request, response: Response, next: () => void) => {
      // Only file names reach the disk: routes like /healthz or /api/… skip the stat() entirely.
      if (!FILE_NAME.test(request.path)) next();
      // The raw shell would skip the site name and be cached for an hour, pinning old asset names.
      else if (/\/index\.html$/i.test(request.path)) response.redirect(301, '/');
      else rootFiles(request, response, next);
    });
  }

  /** Whether a 404 for this request should become the SPA shell. */
  handles(request: Request): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const requestPath = request.path.toLowerCase();
    if (SERVER_PREFIXES.some((prefix) => requestPath === prefix || requestPath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) {
      return false;
    }
    return !FILE_NAME.test(requestPath);
  }

  send(request: Request, response: Response): void {
    const html = this.shell();
    if (!html) {
      response.status(404).type('text/plain').send('The web app is not built yet: run "npm run build".');
      return;
    }
    const known = CLIENT_ROUTES.some((route) => route.test(request.path));
    response.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    response.type('html').send(html);
  }

  private shell(): string | undefined {
    if (this.indexHtml !== undefined) return this.indexHtml;
    try {
      const raw = readFileSync(path.join(this.config.frontendDist, 'index.html'), 'utf8');
      const name = escapeHtml(this.config.siteName);
      this.indexHtml = raw
        .replace(/(<meta name="folio:site-name" content=")[^"]*(")/, (_match, open: string, close: string) => open + name + close)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`);
    } catch {
      this.logger.warn(`No built web app at ${this.config.frontendDist}`);
    }
    return this.indexHtml;
  }
}
