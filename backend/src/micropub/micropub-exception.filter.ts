import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { discardRestOfBody } from '../common/http/request-body.js';
import { MicropubError, type MicropubErrorBody } from './micropub-error.js';

/** Statuses that say more than a 400 would, kept as they are (with Micropub's error string). */
const KEPT = new Set<number>([HttpStatus.PAYLOAD_TOO_LARGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE, HttpStatus.TOO_MANY_REQUESTS]);

function description(exception: HttpException): string {
  const answer = exception.getResponse();
  const message = typeof answer === 'string' ? answer : (answer as { message?: unknown }).message;
  return Array.isArray(message) ? message.join('; ') : String(message ?? exception.message);
}

/** Folio's refusals (body limits, validation, the image pipeline) in Micropub's words and statuses. */
export function asMicropubError(exception: HttpException): { status: number; body: MicropubErrorBody } {
  const status = exception.getStatus();
  if (exception instanceof MicropubError) return { status, body: exception.getResponse() as MicropubErrorBody };
  const error_description = description(exception);
  if (status === HttpStatus.UNAUTHORIZED) return { status, body: { error: 'unauthorized', error_description } };
  if (status === HttpStatus.FORBIDDEN) return { status, body: { error: 'forbidden', error_description } };
  if (status >= 500) return { status, body: { error: status === HttpStatus.SERVICE_UNAVAILABLE ? 'temporarily_unavailable' : 'server_error', error_description } };
  return { status: KEPT.has(status) ? status : HttpStatus.BAD_REQUEST, body: { error: 'invalid_request', error_description } };
}

/**
 * Every HTTP refusal of the Micropub endpoints as `{ error, error_description }` (W3C Micropub 3.7).
 * Anything else (the database down, a bug) goes on to the app's own filter.
 */
@Catch(HttpException)
export class MicropubExceptionFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    discardRestOfBody(request);
    const { status, body } = asMicropubError(exception);
    if (status === HttpStatus.UNAUTHORIZED) {
      response.setHeader('WWW-Authenticate', body.scope ? `Bearer error="insufficient_scope", scope="${body.scope}"` : 'Bearer');
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE && !response.hasHeader('Retry-After')) response.setHeader('Retry-After', '5');
    response.setHeader('Cache-Control', 'no-store');
    response.status(status).json(body);
  }
}
