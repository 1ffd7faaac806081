import type { Request } from 'express';
import type { ApiKeyPrincipal } from '../common/guards/admin-request.js';

export interface GhostKey {
  principal: ApiKeyPrincipal;
  /** The secret the key's JWTs are signed with. */
  secret: Buffer;
}

/**
 * What the Ghost routes need of Folio's API keys (backend/src/api-keys, bound in GhostAdminModule):
 * a key and its secret by id, undefined once revoked or never issued (held for a request that may
 * write, so that a revoke waits for it), and a note that it was used.
 */
export abstract class GhostKeys {
  abstract keyFor(keyId: string, request: Request): Promise<GhostKey | undefined>;
  /** Returns at once: noting the use never holds up, or fails, the request. */
  abstract used(keyId: string): void;
}
