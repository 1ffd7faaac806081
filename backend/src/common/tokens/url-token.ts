import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, URL-safe: 32 characters. Share links, subscribers' links and download links. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function newUrlToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Anything not shaped like a token is no token: answered like an unknown one, without a query. */
export function isUrlTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** What is stored of a token that must not be usable from the database: its sha256, looked up as it is. */
export function urlTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
