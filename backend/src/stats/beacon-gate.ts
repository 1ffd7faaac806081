import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { discardRestOfBody, readRequestBody } from '../common/http/request-body.js';
import { BEACON_PATH } from './beacon-script.js';
import { TOO_MANY_VIEWS, type BeaconOutcome, ViewCounter } from './view-counter.service.js';

/** A beacon is a path and a referrer: a few hundred bytes. Whatever is longer is cut when counted; a body past this is refused. */
export const BEACON_BODY_LIMIT = 4 * 1024;
const LIMITS = { json: BEACON_BODY_LIMIT, form: BEACON_BODY_LIMIT, deadlineMs: 10_000 };

const problem = (message: string) => new HttpException(message, 400);

/** The beacon's fields, from a form (what navigator.sendBeacon sends) or JSON body. */
export function beaconFields(body: unknown): { path: string; referrer?: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('The body must be a form or a JSON object with p (the page path)');
  const { p, r } = body as Record<string, unknown>;
  if (typeof p !== 'string') throw problem('p (the page path) must be text');
  if (r !== undefined && typeof r !== 'string') throw problem('r (the referrer) must be text');
  return { path: p, referrer: r };
}

/**
 * POST /api/stats/view, answered ahead of Nest's routes: one on every page a reader reads, so it
 * skips the guard, interceptors and validation pipe a route goes through, and costs the pages as
 * little as possible. The same rules and answers as StatsController.view, which documents the route.
 */
@Injectable()
export class BeaconGate {
  private readonly logger = new Logger('Statistics');

  constructor(private readonly counter: ViewCounter) {}

  mount(app: NestExpressApplication): void {
    app.use(BEACON_PATH, (request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'POST' || request.path !== '/') return next();
      this.answer(request, response).catch((error: unknown) => this.fail(request, response, error));
    });
  }

  private async answer(request: Request, response: Response): Promise<void> {
    const outcome: BeaconOutcome = await this.counter.count(request, beaconFields(await readRequestBody(request, LIMITS)));
    if (outcome.kind === 'throttled') {
      response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      throw new HttpException(TOO_MANY_VIEWS, 429);
    }
    response.status(204).end();
  }

  private fail(request: Request, response: Response, error: unknown): void {
    discardRestOfBody(request);
    const status = error instanceof HttpException ? error.getStatus() : 503;
    if (!(error instanceof HttpException)) this.logger.warn(`A view could not be counted: ${(error as Error)?.message}`);
    const message = error instanceof HttpException ? error.message : 'The view could not be counted now';
    if (!response.headersSent) response.status(status).json({ statusCode: status, message, error: STATUS_CODES[status] });
  }
}
