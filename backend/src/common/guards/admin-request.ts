import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Requests whose admin token the guard has verified. */
const verified = new WeakSet<Request>();

export function markAdmin(request: Request): void {
  verified.add(request);
}

export function isAdminRequest(request: Request): boolean {
  return verified.has(request);
}

/** Handler parameter: true when the caller proved to be the admin (see @AdminOnly / @AdminOptional). */
export const CallerIsAdmin = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  isAdminRequest(context.switchToHttp().getRequest<Request>()),
);
