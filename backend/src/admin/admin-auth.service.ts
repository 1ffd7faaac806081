import { ForbiddenException, HttpException, HttpStatus, Inject, Injectable, InternalServerErrorException, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { API_KEY_SCOPES } from '../api-keys/api-keys.dto.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import type { ApiKeyPrincipal } from '../common/guards/admin-request.js';
import { AdminTokenService, bearerToken } from './admin-token.service.js';
import { AuthThrottleService, throttleKey } from './auth-throttle.service.js';

export const ADMIN_TOKEN_NOT_CONFIGURED = 'Admin token not configured on server';

/** Decides whether a request carries the admin token or an API key, throttling addresses that keep guessing. */
@Injectable()
export class AdminAuthService {
  constructor(
    @Inject(AdminTokenService) private readonly tokens: AdminTokenService,
    private readonly throttle: AuthThrottleService,
    @Inject(ApiKeysService) private readonly apiKeys: ApiKeysService,
  ) {}

  /**
   * Throws 429, 500 or 401 unless the request is the admin's. Resolves to the API key it was made
   * with, or undefined for the admin token. A wrong key counts toward the same throttle as a wrong token.
   * A key narrowed to some scopes is Micropub's only (403 here): Folio's own API can do all they forbid.
   */
  async authenticate(request: Request, missingTokenMessage = 'Admin token required: send Authorization: Bearer <token>'): Promise<ApiKeyPrincipal | undefined> {
    const address = throttleKey(request.ip);
    const retryAfter = this.throttle.retryAfterSeconds(address);
    if (retryAfter > 0) {
      request.res?.setHeader('Retry-After', String(retryAfter));
      throw new HttpException(
        'Too many failed admin token attempts from this address. Try again later.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (!this.tokens.isConfigured) throw new InternalServerErrorException(ADMIN_TOKEN_NOT_CONFIGURED);
    const presented = bearerToken(request.headers.authorization);
    if (presented === undefined) {
      throw new UnauthorizedException(missingTokenMessage);
    }
    if (this.tokens.matches(presented)) return undefined;
    const apiKey = await this.apiKeys.authenticateBearer(presented, request);
    if (apiKey && !API_KEY_SCOPES.every((scope) => apiKey.scopes.includes(scope))) {
      throw new ForbiddenException(`This API key is limited to ${apiKey.scopes.join(', ')}: it works with Micropub only. Folio's own API needs a key with every scope`);
    }
    if (apiKey) return apiKey;
    this.throttle.recordFailure(address);
    throw new UnauthorizedException(presented.startsWith('folio_') ? 'Invalid or revoked API key' : 'Invalid admin token');
  }
}
