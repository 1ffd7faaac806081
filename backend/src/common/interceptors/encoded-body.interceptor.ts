import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, Optional } from '@nestjs/common';
import type { Request, Response as ExpressResponse } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { AnswerRecorder } from '../http/answer-recorder.js';
import { EncodedBody } from '../http/encoded-body.js';
import { negotiate, setRepresentationHeaders } from '../http/send-encoded.js';

/**
 * Sends an EncodedBody a handler returns (a cached payload) in the coding the client prefers, with
 * that form's ETag, or a 304. Nest sends a fetch Response as it is, status included.
 */
@Injectable()
export class EncodedBodyInterceptor implements NestInterceptor {
  constructor(@Optional() private readonly recorder?: AnswerRecorder) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        if (!(value instanceof EncodedBody)) return value;
        const http = context.switchToHttp();
        const request = http.getRequest<Request>();
        const response = http.getResponse<ExpressResponse>();
        this.recorder?.remember(request, response, value);
        const coding = negotiate(request, response, value);
        if (coding === 'not-modified') return new Response(null, { status: 304 });
        const data = await value.form(coding);
        setRepresentationHeaders(response, value, coding, data);
        return new Response(data, { status: 200 });
      }),
    );
  }
}
