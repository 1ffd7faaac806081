import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AdminAuthService } from './admin-auth.service.js';
import { ADMIN_ONLY, ADMIN_OPTIONAL, ADMIN_TOKEN_ONLY, ADMIN_TOKEN_ONLY_MESSAGE } from '../common/decorators/admin-only.decorator.js';
import { closedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { markAdmin } from '../common/guards/admin-request.js';

/**
 * Global guard: @AdminOnly() handlers need the admin token or an API key (not both kinds: see
 * `adminTokenOnly`); @AdminOptional() ones check one if sent.
 * It runs before any body is read (RequestBodyInterceptor comes after it), so a request without the
 * token is refused from its headers alone. It also says who may keep the answer: anything the token
 * decides is `private, no-store`, and a public answer that a token would change varies on it.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const required = this.reflector.getAllAndOverride<boolean | string>(ADMIN_ONLY, targets);
    const optional = this.reflector.getAllAndOverride<boolean>(ADMIN_OPTIONAL, targets);
    const tokenSent = request.headers.authorization !== undefined;
    if (required || tokenSent) response.setHeader('Cache-Control', 'private, no-store');
    if (!required && (optional || closedDuringComingSoon(this.reflector, context))) response.vary('Authorization');
    if (required || (optional && tokenSent)) {
      const apiKey = await this.auth.authenticate(request, typeof required === 'string' ? required : undefined);
      if (apiKey && this.reflector.getAllAndOverride<boolean>(ADMIN_TOKEN_ONLY, targets)) throw new ForbiddenException(ADMIN_TOKEN_ONLY_MESSAGE);
      markAdmin(request, apiKey);
    }
    return true;
  }
}
