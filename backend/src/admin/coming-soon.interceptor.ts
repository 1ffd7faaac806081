import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { AdminAuthService } from './admin-auth.service.js';
import { ComingSoonService } from './coming-soon.service.js';
import { closedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { isAdminRequest } from '../common/guards/admin-request.js';

export const COMING_SOON_MESSAGE = 'Coming soon: the site is not open to visitors yet';
const RETRY_AFTER_SECONDS = 3600;

/** While Coming Soon is on, visitors' API calls answer 503; the admin and health checks pass. */
@Injectable()
export class ComingSoonInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ComingSoonService) private readonly comingSoon: ComingSoonService,
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!closedDuringComingSoon(this.reflector, context)) return next.handle();
    return from(this.comingSoon.isEnabledCached()).pipe(
      switchMap((enabled) => {
        if (!enabled) return next.handle();
        // A token goes through the same throttled check as the admin API: a wrong one is 401,
        // so that Coming Soon cannot serve as an unthrottled way to guess the token.
        if (isAdminRequest(request)) return next.handle();
        if (request.headers.authorization !== undefined) {
          return from(this.auth.authenticate(request)).pipe(switchMap(() => next.handle()));
        }
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        throw new HttpException(
          { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: COMING_SOON_MESSAGE, comingSoon: true },
          HttpStatus.SERVICE_UNAVAILABLE,
        );
      }),
    );
  }
}
