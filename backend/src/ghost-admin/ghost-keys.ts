/**
 * What the Ghost routes need of Folio's API keys (backend/src/api-keys): the secret of a key by its
 * id, undefined once revoked or never issued, and a note that the key was used.
 */
export abstract class GhostKeys {
  abstract secretFor(keyId: string): Promise<Buffer | undefined>;
  /** Returns at once: noting the use never holds up, or fails, the request. */
  abstract used(keyId: string): void;
}
