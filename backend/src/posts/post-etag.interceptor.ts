import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, type Observable, tap, throwError } from 'rxjs';
import { PostChangedException } from './post-preconditions.js';
import { postEtag } from './posts.mapper.js';

const isAdminPost = (value: unknown): value is { version: number } =>
  typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';

/** Puts a post's ETag on every answer that carries the admin shape of one post, a 412's current version included. */
@Injectable()
export class PostEtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      tap((value) => {
        if (isAdminPost(value)) response.setHeader('ETag', postEtag(value.version));
      }),
      catchError((error: unknown) => {
        if (error instanceof PostChangedException) response.setHeader('ETag', postEtag(error.current.version));
        return throwError(() => error);
      }),
    );
  }
}
