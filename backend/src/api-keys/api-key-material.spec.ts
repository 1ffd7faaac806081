import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  bearerForm,
  ghostAdminForm,
  isKeyId,
  newKeyMaterial,
  openSecret,
  parseBearerForm,
  sealSecret,
  secretHash,
  secretMatches,
} from './api-key-material.js';

describe('API key material', () => {
  it('gives each key a 24-hex id and a 32-byte secret, in a bearer and a Ghost form', () => {
    const material = newKeyMaterial();
    expect(material.id).toMatch(/^[0-9a-f]{24}$/);
    expect(material.secret).toHaveLength(32);
    expect(bearerForm(material)).toBe(`folio_${material.id}_${material.secret.toString('hex')}`);
    expect(ghostAdminForm(material)).toMatch(new RegExp(`^${material.id}:[0-9a-f]{64}$`));
    // What Ghost's client does with the part after the colon.
    expect(Buffer.from(ghostAdminForm(material).split(':')[1], 'hex').equals(material.secret)).toBe(true);
    expect(newKeyMaterial().id).not.toBe(material.id);
  });

  it('reads back the bearer form, and nothing that is not exactly shaped like one', () => {
    const material = newKeyMaterial();
    const parsed = parseBearerForm(bearerForm(material));
    expect(parsed?.id).toBe(material.id);
    expect(parsed?.secret.equals(material.secret)).toBe(true);
    const good = bearerForm(material);
    for (const bad of ['', good.toUpperCase(), `${good}0`, good.slice(0, -1), ` ${good}`, ghostAdminForm(material), good.replace('folio_', 'folio-')]) {
      expect(parseBearerForm(bad)).toBeUndefined();
    }
    expect(isKeyId(material.id)).toBe(true);
    expect(isKeyId('6630e6f2b2a8c3d4e5f6071')).toBe(false);
    expect(isKeyId("6630e6f2b2a8c3d4e5f6071'")).toBe(false);
  });

  it('checks a secret against its stored sha256 only', () => {
    const { secret } = newKeyMaterial();
    const stored = secretHash(secret);
    expect(stored).toHaveLength(32);
    expect(stored.includes(secret)).toBe(false);
    expect(secretMatches(secret, stored)).toBe(true);
    const other = Buffer.from(secret);
    other[31] ^= 1;
    expect(secretMatches(other, stored)).toBe(false);
    // A stored value of another length is refused, not thrown over by timingSafeEqual.
    expect(secretMatches(secret, stored.subarray(0, 16))).toBe(false);
  });

  it('seals the secret so that only the same key and id open it, and refuses any tampering', () => {
    const key = randomBytes(32);
    const { id, secret } = newKeyMaterial();
    const sealed = sealSecret(key, id, secret);
    expect(sealed.includes(secret)).toBe(false);
    expect(openSecret(key, id, sealed)?.equals(secret)).toBe(true);
    // A fresh IV each time: the same secret never seals to the same bytes.
    expect(sealSecret(key, id, secret).equals(sealed)).toBe(false);

    expect(openSecret(randomBytes(32), id, sealed)).toBeUndefined();
    expect(openSecret(key, newKeyMaterial().id, sealed)).toBeUndefined();
    for (let position = 0; position < sealed.length; position += 7) {
      const tampered = Buffer.from(sealed);
      tampered[position] ^= 0x80;
      expect(openSecret(key, id, tampered)).toBeUndefined();
    }
    expect(openSecret(key, id, sealed.subarray(1))).toBeUndefined();
    expect(openSecret(key, id, Buffer.alloc(0))).toBeUndefined();
  });
});
