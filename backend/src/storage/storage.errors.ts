import { ServiceUnavailableError } from '../common/errors/service-unavailable.error.js';

/** The object asked for is not in the store (never written, or deleted). */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string, options?: { cause?: unknown }) {
    super(`No stored object named ${key}`, options);
    this.name = 'StoredObjectMissingError';
  }
}

/** Message shown to API clients for a StorageUnavailableError (its own message is for the log). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Image storage is unavailable right now; please try again shortly';

/**
 * The store could not be reached or refused the request (network, credentials, bucket): the
 * request may work later, so callers answer 503 rather than 500. The message names the bucket and
 * endpoint and the store's own error, never a credential.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, STORAGE_UNAVAILABLE_MESSAGE, options);
    this.name = 'StorageUnavailableError';
  }
}
