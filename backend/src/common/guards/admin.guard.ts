import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AdminAuthService } from '../../admin/admin-auth.service.js';
import { ADMIN_ONLY } from '../decorators/admin-only.decorator.js';

/** Global guard: handlers marked @AdminOnly() need the admin token. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (adminOnly) this.auth.authenticate(context.switchToHttp().getRequest<Request>());
    return true;
  }
}
