import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, URL-safe: 32 characters. Both the unsubscribe and the confirmation tokens. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function newSubscriberToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Anything not shaped like a token is no token: answered like an unknown one, without a query. */
export function isSubscriberTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** A confirmation token is kept only as this: the database never holds a link that works. */
export function confirmTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
