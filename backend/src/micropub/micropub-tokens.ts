import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AdminTokenService } from '../admin/admin-token.service.js';
import { AuthThrottleService, throttleKey } from '../admin/auth-throttle.service.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import type { ApiKeyPrincipal } from '../common/guards/admin-request.js';
import { MicropubError } from './micropub-error.js';
import type { MicropubScope } from './micropub-request.js';

export const ALL_SCOPES: readonly MicropubScope[] = ['create', 'update', 'delete', 'media'];

/** Who a valid token speaks for (an API key, or the admin token when `apiKey` is absent), and what it may do. */
export interface MicropubCaller {
  apiKey?: ApiKeyPrincipal;
  scopes: ReadonlySet<MicropubScope>;
}

/**
 * Decides what a presented token may do. Wrong tokens count against the client's address in the
 * same throttle as the admin sign-in, so that Micropub is no unthrottled way to guess a key.
 */
@Injectable()
export class MicropubTokens {
  constructor(
    @Inject(AdminTokenService) private readonly adminToken: AdminTokenService,
    @Inject(AuthThrottleService) private readonly throttle: AuthThrottleService,
    @Inject(ApiKeysService) private readonly apiKeys: ApiKeysService,
  ) {}

  async verify(presented: string, request: Request): Promise<MicropubCaller> {
    const address = throttleKey(request.ip);
    const retryAfter = this.throttle.retryAfterSeconds(address);
    if (retryAfter > 0) {
      request.res?.setHeader('Retry-After', String(retryAfter));
      throw new MicropubError(HttpStatus.TOO_MANY_REQUESTS, { error: 'forbidden', error_description: `Too many wrong tokens from this address: try again in ${retryAfter} s` });
    }
    // The master token may do everything, as it may on Folio's own API.
    if (this.adminToken.matches(presented)) return { scopes: new Set(ALL_SCOPES) };
    // One read of the key's row per request: a revoked key is refused at once on every replica.
    const apiKey = await this.apiKeys.authenticateBearer(presented, request);
    if (apiKey) return { apiKey, scopes: new Set(ALL_SCOPES.filter((scope) => apiKey.scopes.includes(scope))) };
    this.throttle.recordFailure(address);
    throw MicropubError.forbidden('This token is not valid: it was revoked, or it is mistyped');
  }
}

export function requireScope(caller: MicropubCaller, scope: MicropubScope): void {
  if (!caller.scopes.has(scope)) throw MicropubError.insufficientScope(scope);
}
