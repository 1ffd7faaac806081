import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AuthThrottleService, throttleKey } from '../admin/auth-throttle.service.js';
import { Clock } from '../common/clock.js';
import { markAdmin } from '../common/guards/admin-request.js';
import { GhostError } from './ghost-errors.js';
import { apiVersionOfPath, decodeGhostJwt, ghostTokenOf, InvalidGhostToken, verifyGhostJwt } from './ghost-jwt.js';
import { type GhostKey, GhostKeys } from './ghost-keys.js';

const GHOST_PUBLIC = 'folio:ghost-public';
const GHOST_SCOPE = 'folio:ghost-scope';

/** A Ghost Admin API route anyone may call (Ghost's `site`). */
export const GhostPublic = () => SetMetadata(GHOST_PUBLIC, true);

/** A route that needs the key to have this scope (reads need none), as Folio's keys grant them. */
export const GhostScope = (scope: 'create' | 'update' | 'delete' | 'media') => SetMetadata(GHOST_SCOPE, scope);

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
    @Inject(AuthThrottleService) private readonly throttle: AuthThrottleService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'private, no-store');
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(GHOST_PUBLIC, targets)) return true;
    const authorization = request.headers.authorization;
    if (authorization === undefined) {
      throw new GhostError('UnauthorizedError', 'Authorization required: send "Authorization: Ghost [token]", a JWT signed with an Admin API key');
    }
    // Wrong tokens count toward the admin token's throttle, per address: a guesser gains nothing by switching schemes.
    const address = throttleKey(request.ip);
    const retryAfter = this.throttle.retryAfterSeconds(address);
    if (retryAfter > 0) {
      request.res?.setHeader('Retry-After', String(retryAfter));
      throw new GhostError('TooManyRequestsError', 'Too many failed attempts to authenticate from this address. Try again later.');
    }
    const token = ghostTokenOf(authorization);
    if (token === undefined) throw new GhostError('UnauthorizedError', AUTH_HEADER_FORMAT);
    const key = await this.verifiedKey(token, request).catch((error: unknown) => {
      if (error instanceof GhostError && error.status === 401) this.throttle.recordFailure(address);
      throw error;
    });
    const scope = this.reflector.getAllAndOverride<string | undefined>(GHOST_SCOPE, targets);
    if (scope && !key.principal.scopes.includes(scope)) {
      throw new GhostError('NoPermissionError', `The API key "${key.principal.name}" may not ${scope === 'media' ? 'upload images' : `${scope} posts`}: it lacks the ${scope} scope`);
    }
    markAdmin(request, key.principal);
    return true;
  }

  private async verifiedKey(token: string, request: Request): Promise<GhostKey> {
    try {
      const decoded = decodeGhostJwt(token);
      const key = await this.keys.keyFor(decoded.kid, request);
      if (!key) throw new GhostError('UnauthorizedError', 'Unknown Admin API Key', 'The key was revoked, or never issued by this site');
      verifyGhostJwt(decoded, key.secret, { now: Math.floor(this.clock.now().getTime() / 1000), pathVersion: apiVersionOfPath(request.path) });
      this.keys.used(decoded.kid);
      return key;
    } catch (error) {
      if (error instanceof InvalidGhostToken) throw new GhostError('UnauthorizedError', `Invalid token: ${error.message}`);
      throw error;
    }
  }
}
