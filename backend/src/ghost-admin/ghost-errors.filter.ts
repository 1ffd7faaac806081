import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ServiceUnavailableError } from '../common/errors/service-unavailable.error.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../common/filters/all-exceptions.filter.js';
import { isDatabaseUnavailable } from '../common/filters/database-errors.js';
import { discardRestOfBody } from '../common/http/request-body.js';
import { GhostError, ghostErrorBody, ghostTypeOfStatus } from './ghost-errors.js';

/** The words of an HttpException's answer: its message, or its messages joined. */
function messageOf(exception: HttpException): string {
  const answer = exception.getResponse();
  if (typeof answer === 'string') return answer;
  const message = (answer as { message?: unknown }).message;
  return Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
}

/** Errors thrown below Nest (body parsing) carry their status; their message is safe when `expose` says so. */
function clientStatus(exception: unknown): number | undefined {
  const status = (exception as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Converts whatever goes wrong under /ghost/api/admin/ into Ghost's error shape, as its clients expect. */
export function toGhostError(exception: unknown, logger: Logger): GhostError {
  if (exception instanceof GhostError) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return new GhostError(ghostTypeOfStatus(status), messageOf(exception));
  }
  if (exception instanceof ServiceUnavailableError) return new GhostError('MaintenanceError', exception.publicMessage);
  if (isDatabaseUnavailable(exception)) return new GhostError('MaintenanceError', DATABASE_UNAVAILABLE_MESSAGE);
  const status = clientStatus(exception);
  if (status !== undefined) {
    const candidate = exception as { expose?: unknown; message?: unknown };
    const message = candidate.expose && typeof candidate.message === 'string' ? candidate.message : 'The request could not be read';
    return new GhostError(ghostTypeOfStatus(status), message);
  }
  logger.error((exception as Error)?.stack ?? String(exception));
  return new GhostError('InternalServerError', 'Internal server error');
}

@Catch()
export class GhostErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('GhostAdmin');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    discardRestOfBody(request);
    const error = toGhostError(exception, this.logger);
    if (error.status === 503 && !response.hasHeader('Retry-After')) response.setHeader('Retry-After', '5');
    response.setHeader('Cache-Control', 'no-store');
    response.status(error.status).json(ghostErrorBody(error));
  }
}
