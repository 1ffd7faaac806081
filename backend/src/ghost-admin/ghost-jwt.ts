import { createHmac, timingSafeEqual } from 'node:crypto';

/** Ghost refuses a token older than this (jsonwebtoken's maxAge '5m'); its client signs each for 5 minutes. */
export const MAX_TOKEN_AGE_SECONDS = 5 * 60;
/** A writer's clock may run a little ahead of the server's: an `iat` this far ahead still counts as now. */
export const CLOCK_SKEW_SECONDS = 30;
/** A JWT of an Admin API call is a few hundred bytes; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 2048;

/** Why a token is refused, in words for the 401 (Ghost answers "Invalid token: {reason}"). */
export class InvalidGhostToken extends Error {}

export interface DecodedGhostJwt {
  /** The key id from the header's `kid`: which key's secret must have signed it. */
  kid: string;
  signingInput: string;
  signature: Buffer;
  payload: Record<string, unknown>;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function jsonPart(part: string, name: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new InvalidGhostToken(`the ${name} is not a JSON object`);
}

/** The token's parts, read but not yet trusted: its `kid` says which secret verifyGhostJwt needs. */
export function decodeGhostJwt(token: string): DecodedGhostJwt {
  if (token.length > MAX_TOKEN_LENGTH) throw new InvalidGhostToken('jwt malformed');
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new InvalidGhostToken('jwt malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonPart(headerPart, 'header');
  if (header.alg !== 'HS256') throw new InvalidGhostToken('invalid algorithm: Admin API tokens are signed with HS256');
  if (typeof header.kid !== 'string' || header.kid === '') throw new InvalidGhostToken('Admin API kid missing');
  const signature = Buffer.from(signaturePart, 'base64url');
  // Base64url ignores the spare bits of its last character: a signature is taken in its one spelling only.
  if (signature.toString('base64url') !== signaturePart) throw new InvalidGhostToken('invalid signature');
  return { kid: header.kid, signingInput: `${headerPart}.${payloadPart}`, signature, payload: jsonPart(payloadPart, 'payload') };
}

/**
 * The audiences a path accepts, as Ghost's server does: an unversioned `/ghost/api/admin/` takes
 * `/admin/` (what @tryghost/admin-api sends for Ghost 5 and later) and a versioned `/v5/admin/`;
 * a legacy versioned path (`/ghost/api/v3/admin/`) takes only its own version's.
 */
export function audienceAccepted(audience: unknown, pathVersion: string | undefined): boolean {
  const pattern = pathVersion ? new RegExp(`^/?${pathVersion}/admin/?$`) : /^\/?(?:(?:v\d+(?:\.\d+)?|canary)\/)?admin\/?$/;
  const audiences = Array.isArray(audience) ? audience : [audience];
  return audiences.some((candidate) => typeof candidate === 'string' && pattern.test(candidate));
}

export interface VerifyOptions {
  /** Seconds since the epoch. */
  now: number;
  /** `v3` for a request to /ghost/api/v3/admin/…; undefined for /ghost/api/admin/. */
  pathVersion?: string;
}

/**
 * Checks a decoded token against its key's secret, then its claims: signed with this secret (the
 * comparison in constant time), meant for this API, issued no more than 5 minutes ago and not in
 * the future, for a lifetime of at most 5 minutes, and not expired. Throws InvalidGhostToken.
 */
export function verifyGhostJwt(decoded: DecodedGhostJwt, secret: Buffer, { now, pathVersion }: VerifyOptions): void {
  const expected = createHmac('sha256', secret).update(decoded.signingInput).digest();
  if (decoded.signature.length !== expected.length || !timingSafeEqual(decoded.signature, expected)) {
    throw new InvalidGhostToken('invalid signature');
  }
  const { iat, exp, nbf, aud } = decoded.payload;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw new InvalidGhostToken('iat required');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new InvalidGhostToken('exp required');
  if (!audienceAccepted(aud, pathVersion)) {
    throw new InvalidGhostToken(`jwt audience invalid. expected: ${pathVersion ? `/${pathVersion}/admin/` : '/admin/'}`);
  }
  if (iat > now + CLOCK_SKEW_SECONDS) throw new InvalidGhostToken('jwt issued in the future');
  if (exp - iat > MAX_TOKEN_AGE_SECONDS) throw new InvalidGhostToken('jwt lifetime over 5 minutes');
  // With the lifetime bounded, an unexpired token is also no older than 5 minutes (Ghost's maxAge).
  if (now >= exp) throw new InvalidGhostToken('jwt expired');
  if (typeof nbf === 'number' && nbf > now + CLOCK_SKEW_SECONDS) throw new InvalidGhostToken('jwt not active');
}

/** The token of `Authorization: Ghost <jwt>` (any case of the scheme, as Ghost), or undefined. */
export function ghostTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Ghost +(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** `v3` of `/ghost/api/v3/admin/posts/`; undefined for the unversioned API. */
export function apiVersionOfPath(path: string): string | undefined {
  return /^\/ghost\/api\/(v\d+|canary)\/admin(?:\/|$)/.exec(path)?.[1];
}
