import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response as ExpressResponse } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { EncodedBody } from '../http/encoded-body.js';
import { negotiate, setRepresentationHeaders } from '../http/send-encoded.js';

/**
 * Sends an EncodedBody a handler returns (a cached payload) in the coding the client prefers, with
 * that form's ETag, or a 304. Nest sends a fetch Response as it is, status included.
 */
@Injectable()
export class EncodedBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        if (!(value instanceof EncodedBody)) return value;
        const http = context.switchToHttp();
        const response = http.getResponse<ExpressResponse>();
        const coding = negotiate(http.getRequest<Request>(), response, value);
        if (coding === 'not-modified') return new Response(null, { status: 304 });
        const data = await value.form(coding);
        setRepresentationHeaders(response, value, coding, data);
        return new Response(data, { status: 200 });
      }),
    );
  }
}
