import { describe, expect, it } from '@jest/globals';
import { JsonShape, MAX_JSON_DEPTH, MAX_JSON_ITEMS } from './json-shape.js';

/** Feeds `text` in chunks of `size` bytes; the first problem found, if any. */
function scan(text: string, size = 7): string | undefined {
  const shape = new JsonShape();
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) {
    const problem = shape.feed(bytes.subarray(at, at + size));
    if (problem) return problem;
  }
  return undefined;
}

describe('JsonShape', () => {
  it('lets through nesting up to the limit, and refuses one level more', () => {
    expect(scan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeUndefined();
    expect(scan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe('depth');
  });

  it('refuses deep nesting from the first bytes, whatever follows', () => {
    const shape = new JsonShape();
    expect(shape.feed(Buffer.from('{"a":'.repeat(40)))).toBe('depth');
  });

  it('counts values, and refuses a body with too many', () => {
    expect(scan(`[${'1,'.repeat(MAX_JSON_ITEMS - 2)}1]`)).toBeUndefined();
    expect(scan(`[${'1,'.repeat(MAX_JSON_ITEMS)}1]`)).toBe('items');
  });

  it.each([1, 2, 3, 64])('ignores brackets, commas and escaped quotes inside strings (chunks of %i bytes)', (size) => {
    const inside = `${'[{,'.repeat(MAX_JSON_ITEMS)}\\"]]\\\\`;
    expect(scan(JSON.stringify({ title: inside, more: `"${'['.repeat(100)}` }), size)).toBeUndefined();
    expect(scan(`{"a":"\\\\"${'['.repeat(MAX_JSON_DEPTH + 1)}`, size)).toBe('depth');
  });

  it('follows strings full of escapes and quotes, whole or cut anywhere', () => {
    const escapes = JSON.stringify({ text: '\\'.repeat(50_000), quotes: '"'.repeat(50_000), both: '\\"'.repeat(20_000) });
    expect(scan(escapes, 64 * 1024)).toBeUndefined();
    expect(scan(escapes, 3)).toBeUndefined();
    expect(scan(`${escapes.slice(0, -1)},"deep":${'['.repeat(MAX_JSON_DEPTH + 1)}`, 1000)).toBe('depth');
  });

  it('is not fooled by multi-byte characters', () => {
    expect(scan(JSON.stringify({ text: '€["'.repeat(1000) }), 5)).toBeUndefined();
  });
});
