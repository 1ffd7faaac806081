import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Clock } from '../common/clock.js';
import { markAdmin } from '../common/guards/admin-request.js';
import { GhostError } from './ghost-errors.js';
import { apiVersionOfPath, decodeGhostJwt, ghostTokenOf, InvalidGhostToken, verifyGhostJwt } from './ghost-jwt.js';
import { GhostKeys } from './ghost-keys.js';

const GHOST_PUBLIC = 'folio:ghost-public';

/** A Ghost Admin API route anyone may call (Ghost's `site`). */
export const GhostPublic = () => SetMetadata(GHOST_PUBLIC, true);

export const AUTH_HEADER_FORMAT = 'Authorization header format is "Authorization: Ghost [token]"';

/**
 * Authenticates a Ghost Admin API call by its `Authorization: Ghost <jwt>`: a short-lived HS256 token
 * signed with the secret of a Folio API key, named by the token's `kid`. It runs before the body is
 * read (RequestBodyInterceptor comes after the guards); a request it lets through counts as the
 * admin's, with the admin's body limits.
 */
@Injectable()
export class GhostAuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(GhostKeys) private readonly keys: GhostKeys,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    if (this.reflector.getAllAndOverride<boolean>(GHOST_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const authorization = request.headers.authorization;
    if (authorization === undefined) {
      throw new GhostError('UnauthorizedError', 'Authorization required: send "Authorization: Ghost [token]", a JWT signed with an Admin API key');
    }
    const token = ghostTokenOf(authorization);
    if (token === undefined) throw new GhostError('UnauthorizedError', AUTH_HEADER_FORMAT);
    try {
      const decoded = decodeGhostJwt(token);
      const secret = await this.keys.secretFor(decoded.kid);
      if (!secret) throw new GhostError('UnauthorizedError', 'Unknown Admin API Key', 'The key was revoked, or never issued by this site');
      verifyGhostJwt(decoded, secret, { now: Math.floor(this.clock.now().getTime() / 1000), pathVersion: apiVersionOfPath(request.path) });
      this.keys.used(decoded.kid);
    } catch (error) {
      if (error instanceof InvalidGhostToken) throw new GhostError('UnauthorizedError', `Invalid token: ${error.message}`);
      throw error;
    }
    markAdmin(request);
    return true;
  }
}
