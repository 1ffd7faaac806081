import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { apiVersionOfPath, audienceAccepted, decodeGhostJwt, ghostTokenOf, verifyGhostJwt } from './ghost-jwt.js';

const SECRET = Buffer.from('a'.repeat(64), 'hex');
const KID = '0123456789abcdef01234567';
const NOW = 1_800_000_000;

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed as @tryghost/admin-api signs one, with `claims` over its defaults. */
function token(claims: Record<string, unknown> = {}, { header = {}, secret = SECRET }: { header?: object; secret?: Buffer } = {}): string {
  const signingInput = `${part({ alg: 'HS256', typ: 'JWT', kid: KID, ...header })}.${part({ iat: NOW, exp: NOW + 300, aud: '/admin/', ...claims })}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

const verify = (jwt: string, now = NOW, pathVersion?: string) => verifyGhostJwt(decodeGhostJwt(jwt), SECRET, { now, pathVersion });

describe('the Ghost Admin API token', () => {
  it('accepts what the official client sends: HS256, kid, /admin/, five minutes', () => {
    expect(decodeGhostJwt(token()).kid).toBe(KID);
    expect(() => verify(token())).not.toThrow();
    expect(() => verify(token(), NOW + 299)).not.toThrow();
  });

  it('refuses a token signed with another secret, or whose signature was altered', () => {
    expect(() => verify(token({}, { secret: Buffer.alloc(32, 7) }))).toThrow('invalid signature');
    const jwt = token();
    expect(() => verify(`${jwt.slice(0, -2)}${jwt.endsWith('AA') ? 'BB' : 'AA'}`)).toThrow('invalid signature');
    expect(() => verify(`${jwt.split('.').slice(0, 2).join('.')}.`)).toThrow('invalid signature');
  });

  it('refuses a signature spelt another way that decodes to the same bytes (the spare bits of its last character)', () => {
    const jwt = token();
    const last = jwt.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes are 43 characters: the last carries 4 bits and 2 spare ones.
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const altered = `${jwt.slice(0, -1)}${twin}`;
    expect(Buffer.from(altered.split('.')[2]!, 'base64url')).toEqual(Buffer.from(jwt.split('.')[2]!, 'base64url'));
    expect(() => decodeGhostJwt(altered)).toThrow('invalid signature');
  });

  it('refuses a payload changed after signing (a longer expiry)', () => {
    const [header, , signature] = token().split('.');
    expect(() => verify(`${header}.${part({ iat: NOW, exp: NOW + 3600, aud: '/admin/' })}.${signature}`)).toThrow('invalid signature');
  });

  it('refuses other algorithms and a missing kid before looking for a secret', () => {
    expect(() => decodeGhostJwt(token({}, { header: { alg: 'none' } }))).toThrow('invalid algorithm');
    expect(() => decodeGhostJwt(token({}, { header: { alg: 'HS512' } }))).toThrow('invalid algorithm');
    expect(() => decodeGhostJwt(token({}, { header: { kid: undefined } }))).toThrow('kid missing');
  });

  it('refuses what is not a JWT', () => {
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', '!!.??.##', `${part([1])}.${part({})}.x`, 'x'.repeat(3000)]) {
      expect(() => decodeGhostJwt(bad)).toThrow();
    }
  });

  it('refuses an expired token, one older than five minutes, and one living longer than five', () => {
    expect(() => verify(token(), NOW + 300)).toThrow('jwt expired');
    expect(() => verify(token({ exp: NOW + 600 }), NOW + 301)).toThrow('lifetime over 5 minutes');
    expect(() => verify(token({ iat: NOW - 400, exp: NOW - 100 }), NOW)).toThrow('jwt expired');
    expect(() => verify(token({ iat: NOW - 400, exp: NOW + 10 }), NOW)).toThrow('lifetime over 5 minutes');
    expect(() => verify(token({ exp: NOW + 3600 }))).toThrow('lifetime over 5 minutes');
  });

  it('refuses a token issued in the future beyond a small clock skew', () => {
    expect(() => verify(token({ iat: NOW + 10, exp: NOW + 310 }))).not.toThrow();
    expect(() => verify(token({ iat: NOW + 3600, exp: NOW + 3900 }))).toThrow('issued in the future');
  });

  it('needs iat and exp', () => {
    expect(() => verify(token({ iat: undefined }))).toThrow('iat required');
    expect(() => verify(token({ exp: undefined }))).toThrow('exp required');
    expect(() => verify(token({ exp: '9999999999' }))).toThrow('exp required');
  });

  it('checks the audience as Ghost does: /admin/ or a version of it, and a legacy path its own version only', () => {
    expect(() => verify(token({ aud: '/content/' }))).toThrow('jwt audience invalid');
    expect(() => verify(token({ aud: undefined }))).toThrow('jwt audience invalid');
    expect(audienceAccepted('/admin/', undefined)).toBe(true);
    expect(audienceAccepted('/v5/admin/', undefined)).toBe(true);
    expect(audienceAccepted(['/other/', '/admin/'], undefined)).toBe(true);
    expect(audienceAccepted('/v3/admin/', 'v3')).toBe(true);
    expect(audienceAccepted('/admin/', 'v3')).toBe(false);
    expect(audienceAccepted('/v4/admin/', 'v3')).toBe(false);
    expect(audienceAccepted('/admin/extra', undefined)).toBe(false);
  });

  it('reads the Ghost scheme of the Authorization header and the API version of the path', () => {
    expect(ghostTokenOf('Ghost abc.def.ghi')).toBe('abc.def.ghi');
    expect(ghostTokenOf('ghost abc.def.ghi')).toBe('abc.def.ghi');
    expect(ghostTokenOf('Bearer abc.def.ghi')).toBeUndefined();
    expect(ghostTokenOf(undefined)).toBeUndefined();
    expect(apiVersionOfPath('/ghost/api/v3/admin/posts/')).toBe('v3');
    expect(apiVersionOfPath('/ghost/api/admin/posts/')).toBeUndefined();
  });
});
