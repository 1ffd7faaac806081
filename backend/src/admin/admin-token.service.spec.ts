import { describe, expect, it } from '@jest/globals';
import { AdminTokenService, bearerToken } from './admin-token.service.js';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc123', 'abc123'],
    ['bearer abc123', 'abc123'],
    ['Bearer   abc123  ', 'abc123'],
  ])('reads %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([undefined, '', 'abc123', 'Basic abc123', 'Bearer', 'Bearer a b', ['Bearer a', 'Bearer b']])(
    'refuses %j',
    (header) => {
      expect(bearerToken(header as string | undefined)).toBeUndefined();
    },
  );
});

describe('AdminTokenService.deriveKey', () => {
  const serviceFor = (adminToken: string) =>
    AdminTokenService.create({ adminToken, isProduction: true, dataDir: '/nonexistent' } as Parameters<typeof AdminTokenService.create>[0]);

  it('derives the same 32-byte key from the same token, another from another token or purpose', async () => {
    const [one, again, other] = await Promise.all([serviceFor('token-one'), serviceFor('token-one'), serviceFor('token-two')]);
    const key = one.deriveKey('api-keys');
    expect(key).toHaveLength(32);
    expect(again.deriveKey('api-keys')?.equals(key!)).toBe(true);
    expect(other.deriveKey('api-keys')?.equals(key!)).toBe(false);
    expect(one.deriveKey('something else')?.equals(key!)).toBe(false);
  });

  it('derives nothing without a token', async () => {
    const service = await AdminTokenService.create({ adminToken: undefined, isProduction: true, dataDir: '/nonexistent' } as Parameters<
      typeof AdminTokenService.create
    >[0]);
    expect(service.deriveKey('api-keys')).toBeUndefined();
  });
});
