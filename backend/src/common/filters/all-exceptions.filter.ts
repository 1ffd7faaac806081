import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Inject, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';
import { discardRestOfBody } from '../http/request-body.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { SpaFallback } from './spa-fallback.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now; please try again shortly';

interface ErrorBody {
  statusCode: number;
  message: unknown;
  error: string;
  [extra: string]: unknown;
}

/** Errors thrown below Nest (body parsing) carry a status and say whether their message is safe. */
function clientError(exception: unknown): { status: number; message: string } | undefined {
  const candidate = exception as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof candidate?.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
    const message = candidate.expose && typeof candidate.message === 'string' ? candidate.message : STATUS_CODES[candidate.status];
    return { status: candidate.status, message: message ?? 'Bad request' };
  }
  return undefined;
}

/** Every error becomes JSON `{ statusCode, message, error }`; unknown pages get the web app. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Inject(SpaFallback) private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    // A body refused unread (no token, too large, too slow): the client gets the answer, and what it
    // is still sending is dropped for a moment, then the connection is cut.
    discardRestOfBody(request);
    if (exception instanceof NotFoundException && this.spa.handles(request)) {
      this.spa.send(request, response);
      return;
    }
    const body = this.toBody(exception, response);
    // A handler may have declared another type and caching (a feed's) before it failed: an error is JSON, never kept.
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, response: Response): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      const error = STATUS_CODES[status] ?? 'Error';
      // A busy server (rendering, images) says when to come back, unless the thrower said already (Coming Soon).
      if (status === HttpStatus.SERVICE_UNAVAILABLE && !response.hasHeader('Retry-After')) response.setHeader('Retry-After', '5');
      return typeof answer === 'string'
        ? { statusCode: status, message: answer, error }
        : { statusCode: status, error, ...(answer as object), message: (answer as ErrorBody).message ?? error };
    }
    // Before the database check, which follows causes: a refused S3 connection is ECONNREFUSED too.
    if (exception instanceof ServiceUnavailableError) {
      this.logger.warn(exception.message);
      response.setHeader('Retry-After', '5');
      return { statusCode: 503, message: exception.publicMessage, error: STATUS_CODES[503]! };
    }
    if (isDatabaseUnavailable(exception)) {
      response.setHeader('Retry-After', '5');
      return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: STATUS_CODES[503]! };
    }
    const client = clientError(exception);
    if (client) return { statusCode: client.status, message: client.message, error: STATUS_CODES[client.status] ?? 'Error' };
    this.logger.error((exception as Error)?.stack ?? String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', error: STATUS_CODES[500]! };
  }
}
