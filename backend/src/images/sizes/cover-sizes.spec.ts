import { describe, expect, it } from '@jest/globals';
import { coverSrcset } from './cover-sizes.js';

const KEY = `${'ab12'.repeat(16)}.webp`;

describe('cover srcset', () => {
  it('offers a cover of the local store at each cover width', () => {
    expect(coverSrcset(`/uploads/${KEY}`)).toBe(
      `/uploads/w480/${KEY} 480w, /uploads/w800/${KEY} 800w, /uploads/w1200/${KEY} 1200w, /uploads/w1600/${KEY} 1600w`,
    );
    expect(coverSrcset(`/uploads/${'0'.repeat(64)}.jpg`)).toContain('/uploads/w800/');
  });

  it.each([
    ['another site', `https://images.example.org/${KEY}`],
    ['a bucket', `https://bucket.s3.example.org/uploads/${KEY}`],
    ['a GIF, which may move', `/uploads/${'0'.repeat(64)}.gif`],
    ['not a storage name', '/uploads/../private/secret.webp'],
    ['a size already', `/uploads/w800/${KEY}`],
  ])('offers nothing more for %s', (_name, url) => {
    expect(coverSrcset(url)).toBeUndefined();
  });
});
