import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { SerializedJson } from '../http/serialized-json.js';

/** Sends a SerializedJson as it is; Express still answers 304 when If-None-Match holds its ETag. */
@Injectable()
export class SerializedJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof SerializedJson)) return value;
        const response = context.switchToHttp().getResponse<Response>();
        response.type('application/json').setHeader('ETag', value.etag);
        return value.body;
      }),
    );
  }
}
