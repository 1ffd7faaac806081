import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AdminAuthService } from '../../admin/admin-auth.service.js';
import { ADMIN_ONLY, ADMIN_OPTIONAL } from '../decorators/admin-only.decorator.js';
import { markAdmin } from './admin-request.js';

/** Global guard: @AdminOnly() handlers need the admin token; @AdminOptional() ones check one if sent. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request>();
    const required = this.reflector.getAllAndOverride<boolean | string>(ADMIN_ONLY, targets);
    const optional = this.reflector.getAllAndOverride<boolean>(ADMIN_OPTIONAL, targets);
    if (required || (optional && request.headers.authorization !== undefined)) {
      this.auth.authenticate(request, typeof required === 'string' ? required : undefined);
      markAdmin(request);
    }
    return true;
  }
}
