import { Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { mayRedirect } from './redirect-paths.js';
import { GONE, type RedirectRule } from './redirect-set.js';
import { RedirectsCache } from './redirects-cache.js';

type RequestLogger = (request: IncomingMessage, response: ServerResponse) => void;

/** Long enough to spare a crawler, short enough that a redirect the author deletes stops working soon. */
const PERMANENT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Answers a GET or HEAD for an address that has a redirect, before anything else on the HTTP server
 * runs: before the replay of recorded answers (site/cached-answers.ts), so that a redirect added for
 * an address answered before wins at once, and before Express, the SPA and the pages. The server's
 * own areas (/api, /uploads, /assets…) are never redirected.
 */
@Injectable()
export class RedirectsGate {
  private readonly logger = new Logger(RedirectsGate.name);

  constructor(private readonly cache: RedirectsCache) {}

  /** Wraps the server's request listeners (mount it after every other listener that wraps them). */
  mount(server: Server, logRequest?: RequestLogger): void {
    for (const app of server.listeners('request') as RequestListener[]) {
      server.removeListener('request', app);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => this.handle(request, response, app, logRequest));
    }
  }

  private handle(request: IncomingMessage, response: ServerResponse, app: RequestListener, logRequest?: RequestLogger): void {
    const address = request.url;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !address?.startsWith('/') || !mayRedirect(address)) {
      app(request, response);
      return;
    }
    const found = this.cache.find(address);
    if (!(found instanceof Promise)) {
      if (found) this.redirect(request, response, found, logRequest);
      else app(request, response);
      return;
    }
    found.then(
      (rule) => (rule ? this.redirect(request, response, rule, logRequest) : app(request, response)),
      (error: Error) => {
        // The page behind it will meet the same database and answer for it.
        this.logger.warn(`Could not look up a redirect for ${address.slice(0, 200)}: ${error.message}`);
        app(request, response);
      },
    );
  }

  private redirect(request: IncomingMessage, response: ServerResponse, rule: RedirectRule, logRequest?: RequestLogger): void {
    logRequest?.(request, response);
    if (rule.status === GONE) return this.gone(response);
    response.statusCode = rule.status;
    response.setHeader('Location', rule.to);
    response.setHeader('Cache-Control', rule.status === 301 ? PERMANENT_CACHE_CONTROL : 'no-store');
    response.setHeader('Content-Length', '0');
    response.end();
  }

  /** An old address of a deleted post: gone for good, which tells a crawler to forget it (a 404 only says "not now"). */
  private gone(response: ServerResponse): void {
    const body = 'Gone: the post at this address was deleted.\n';
    response.statusCode = GONE;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', PERMANENT_CACHE_CONTROL);
    response.setHeader('Content-Length', String(Buffer.byteLength(body)));
    response.end(body);
  }
}
