import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { isAdminRequest } from '../guards/admin-request.js';
import { ADMIN_BODY_LIMITS, discardRestOfBody, hasBody, PUBLIC_BODY_LIMITS, readRequestBody } from '../http/request-body.js';

/**
 * Reads JSON and form bodies, in place of Express's parsers, after the guards: a request the admin
 * check refuses is answered from its headers, its body never read. The admin's requests may send
 * up to 2 MB; anyone else's at most 16 kB, within 10 seconds.
 */
@Injectable()
export class RequestBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!hasBody(request)) return next.handle();
    if (request.method === 'GET' || request.method === 'HEAD') {
      // A body means nothing to a read (RFC 9110 §9.3.1): it is dropped unread, within the same bounds as a refused one.
      discardRestOfBody(request);
      return next.handle();
    }
    const limits = isAdminRequest(request) ? ADMIN_BODY_LIMITS : PUBLIC_BODY_LIMITS;
    return from(readRequestBody(request, limits)).pipe(
      switchMap((body) => {
        if (body !== undefined) request.body = body;
        return next.handle();
      }),
    );
  }
}
