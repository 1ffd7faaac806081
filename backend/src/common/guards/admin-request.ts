import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who an API key is (never its secret): what a handler may check scopes against or record. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: string[];
}

/** Requests whose admin token or API key the guard has verified; the key when it was one. */
const verified = new WeakMap<Request, ApiKeyPrincipal | null>();

/** Marks the request as the admin's: made with the admin token, or with `apiKey`. */
export function markAdmin(request: Request, apiKey?: ApiKeyPrincipal): void {
  verified.set(request, apiKey ?? null);
}

export function isAdminRequest(request: Request): boolean {
  return verified.has(request);
}

/** The API key an admin request was made with; undefined for the admin token or a visitor. */
export function apiKeyOf(request: Request): ApiKeyPrincipal | undefined {
  return verified.get(request) ?? undefined;
}

/** Handler parameter: true when the caller proved to be the admin (see @AdminOnly / @AdminOptional). */
export const CallerIsAdmin = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  isAdminRequest(context.switchToHttp().getRequest<Request>()),
);
