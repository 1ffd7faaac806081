import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, URL-safe: 32 characters. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Anything not shaped like a token is no token: answered like an unknown one, without a query. */
export function isShareTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export function shareTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
