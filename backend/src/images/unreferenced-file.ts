import type { Logger } from '@nestjs/common';
import type { Storage } from '../storage/storage.js';

export interface UnreferencedFileDeps {
  storage: Storage;
  /** Whether an image row uses the key, as its file or as its kept original. */
  isReferenced: (key: string) => Promise<boolean>;
  logger: Logger;
}

/**
 * Deletes a stored file unless an image row uses it. When the database cannot say, the file stays:
 * a stray file is harmless, a row pointing at a deleted one is not. Never throws.
 */
export async function deleteUnlessReferenced(key: string, { storage, isReferenced, logger }: UnreferencedFileDeps): Promise<void> {
  const referenced = await isReferenced(key).catch(() => undefined);
  if (referenced !== false) {
    if (referenced === undefined) logger.warn(`Kept ${key}: the database could not say whether an image uses it`);
    return;
  }
  await storage.delete(key).catch((error: unknown) => logger.warn(`Could not remove ${key}: ${String(error)}`));
}
