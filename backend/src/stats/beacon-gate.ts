import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { Express, Request } from 'express';
import { type IncomingMessage, type RequestListener, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import { discardRestOfBody, readRequestBody } from '../common/http/request-body.js';
import { BEACON_PATH } from './beacon-script.js';
import { type BeaconBody, type BeaconOutcome, ViewCounter } from './view-counter.service.js';

/** A beacon is a path and a referrer: a few hundred bytes. Whatever is longer is cut when counted; a body past this is refused. */
export const BEACON_BODY_LIMIT = 4 * 1024;
const LIMITS = { json: BEACON_BODY_LIMIT, form: BEACON_BODY_LIMIT, deadlineMs: 10_000 };

const problem = (message: string) => new HttpException(message, 400);
/** The same failure (the database away) is logged once per this long, not once per reader. */
const WARN_EVERY_MS = 30_000;

/** The beacon's fields, from a form (what navigator.sendBeacon sends) or JSON body. */
export function beaconFields(body: unknown): BeaconBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('The body must be a form or a JSON object with p (the page path)');
  const { p, r, o } = body as Record<string, unknown>;
  if (typeof p !== 'string') throw problem('p (the page path) must be text');
  if (r !== undefined && typeof r !== 'string') throw problem('r (the referrer) must be text');
  if (o !== undefined && o !== '1') throw problem("o (the admin's own view) must be 1");
  return { path: p, referrer: r, own: o === '1' };
}

/**
 * POST /api/stats/view, answered on the HTTP server before Express (as the cached pages are replayed,
 * site/cached-answers.ts): one comes with every page a reader reads, so it skips Express's
 * middleware and Nest's guard, interceptors and pipe, and costs the pages as little as it can. The
 * same rules and answers as StatsController.view, which documents the route.
 */
@Injectable()
export class BeaconGate {
  private readonly logger = new Logger('Statistics');
  private lastWarning = 0;

  constructor(private readonly counter: ViewCounter) {}

  /** Wraps the server's request listeners; `express` gives the beacon's request its client address (`trust proxy`). */
  mount(server: Server, express: Express): void {
    for (const app of server.listeners('request') as RequestListener[]) {
      server.removeListener('request', app);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (request.method !== 'POST' || request.url !== BEACON_PATH) return app(request, response);
        // As Express does for each request it handles: request.ip then reads X-Forwarded-For as TRUST_PROXY says.
        Object.setPrototypeOf(request, express.request);
        this.answer(request as Request, response).catch((error: unknown) => this.fail(request, response, error));
      });
    }
  }

  private async answer(request: Request, response: ServerResponse): Promise<void> {
    const outcome: BeaconOutcome = await this.counter.count(request, beaconFields(await readRequestBody(request, LIMITS)));
    if (outcome.kind === 'throttled') {
      response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      throw new HttpException(outcome.message, 429);
    }
    response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  }

  private fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    discardRestOfBody(request);
    const status = error instanceof HttpException ? error.getStatus() : 503;
    if (!(error instanceof HttpException) && Date.now() - this.lastWarning >= WARN_EVERY_MS) {
      this.lastWarning = Date.now();
      this.logger.warn(`A view could not be counted: ${(error as Error)?.message}`);
    }
    const message = error instanceof HttpException ? error.message : 'The view could not be counted now';
    if (response.headersSent) return;
    const body = JSON.stringify({ statusCode: status, message, error: STATUS_CODES[status] });
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).end(body);
  }
}
