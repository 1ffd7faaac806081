import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The shapes and cryptography of an API key, as pure functions.
 *
 * One random 32-byte secret per key, shown once in two forms: `folio_<id>_<secret hex>` for
 * `Authorization: Bearer`, and Ghost's `<id>:<secret hex>` (Ghost's admin clients hex-decode the
 * part after the colon and sign HS256 JWTs with it, `kid` = id). The bearer form needs only the
 * secret's sha256; the Ghost form needs the secret itself to check a JWT's signature, so it is kept
 * sealed with AES-256-GCM under a key derived from the admin token (see AdminTokenService.deriveKey).
 */

export const SECRET_BYTES = 32;
const ID_BYTES = 12;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BEARER_SHAPE = /^folio_([0-9a-f]{24})_([0-9a-f]{64})$/;
const ID_SHAPE = /^[0-9a-f]{24}$/;

export interface KeyMaterial {
  id: string;
  secret: Buffer;
}

export function newKeyMaterial(): KeyMaterial {
  return { id: randomBytes(ID_BYTES).toString('hex'), secret: randomBytes(SECRET_BYTES) };
}

export const isKeyId = (value: string): boolean => ID_SHAPE.test(value);

export const bearerForm = ({ id, secret }: KeyMaterial): string => `folio_${id}_${secret.toString('hex')}`;

export const ghostAdminForm = ({ id, secret }: KeyMaterial): string => `${id}:${secret.toString('hex')}`;

/** The id and secret of a bearer key, or undefined for anything not shaped like one (then no query is made). */
export function parseBearerForm(presented: string): KeyMaterial | undefined {
  const match = BEARER_SHAPE.exec(presented);
  return match ? { id: match[1], secret: Buffer.from(match[2], 'hex') } : undefined;
}

/** What is stored to check a bearer key: the secret's sha256. */
export const secretHash = (secret: Buffer): Buffer => createHash('sha256').update(secret).digest();

/** Whether `secret` is the one whose hash is stored, in constant time (both sides are 32-byte digests). */
export function secretMatches(secret: Buffer, storedHash: Buffer): boolean {
  const presented = secretHash(secret);
  return storedHash.length === presented.length && timingSafeEqual(presented, storedHash);
}

/** The key's id is bound in as associated data: a sealed secret copied onto another row does not open. */
const associatedData = (id: string) => Buffer.from(`folio api key ${id}`, 'utf8');

/** iv ‖ ciphertext ‖ tag, AES-256-GCM under `key`. */
export function sealSecret(key: Buffer, id: string, secret: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(id));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]);
}

/** The secret, or undefined when `sealed` was tampered with, belongs to another id, or was sealed under another key. */
export function openSecret(key: Buffer, id: string, sealed: Buffer): Buffer | undefined {
  if (sealed.length !== IV_BYTES + SECRET_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(id));
  decipher.setAuthTag(sealed.subarray(IV_BYTES + SECRET_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, IV_BYTES + SECRET_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  }
}
