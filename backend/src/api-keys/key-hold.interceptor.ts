import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { finalize, type Observable } from 'rxjs';
import { ApiKeyHolds } from './api-key-holds.js';

/**
 * Keeps a request's hold on its API key (ApiKeyHolds) until its handler has ended, not only until
 * its connection closed: a client that hangs up does not stop a handler that goes on writing.
 */
@Injectable()
export class KeyHoldInterceptor implements NestInterceptor {
  constructor(@Inject(ApiKeyHolds) private readonly holds: ApiKeyHolds) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (!ApiKeyHolds.needed(request)) return next.handle();
    // The client left before the handler started, and the hold ended with it: nothing is written.
    if (!this.holds.enter(request)) {
      this.holds.leave(request);
      throw new UnauthorizedException('The request ended before it was handled');
    }
    return next.handle().pipe(finalize(() => this.holds.leave(request)));
  }
}
