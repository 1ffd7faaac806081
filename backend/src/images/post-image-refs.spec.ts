import { describe, expect, it } from '@jest/globals';
import type { ImageEntity } from './image.entity.js';
import { collectPostImages, planPostImages, storageKeyResolver, type WantedImage } from './post-image-refs.js';

const KEY = `${'ab'.repeat(32)}.webp`;

describe('collectPostImages', () => {
  it('finds the cover and every inline image with its alt text, in order, once each', () => {
    const refs = collectPostImages({
      coverImageUrl: ' /uploads/cover.webp ',
      coverImageAlt: 'The cover',
      contentHtml:
        '<p>Hi <img src="https://cdn.example/a.png" alt="First &amp; best"></p><img src="/uploads/b.webp">' +
        '<img src="https://cdn.example/a.png" alt="again"><img src="data:image/png;base64,AAAA" alt="inline data"><img alt="no src">',
    });
    expect(refs).toEqual([
      { source: 'post_cover', url: '/uploads/cover.webp', altText: 'The cover' },
      { source: 'post_inline', url: 'https://cdn.example/a.png', altText: 'First & best' },
      { source: 'post_inline', url: '/uploads/b.webp', altText: null },
    ]);
  });

  it('finds nothing in a post without images', () => {
    expect(collectPostImages({ coverImageUrl: null, coverImageAlt: 'orphan alt', contentHtml: '<p>Only words</p>' })).toEqual([]);
  });
});

describe('storageKeyResolver', () => {
  const keyOf = storageKeyResolver(['/uploads/', 'https://blog.example/uploads/']);

  it('reads the key from any served spelling of a stored file, ignoring a query or fragment', () => {
    expect(keyOf(`/uploads/${KEY}`)).toBe(KEY);
    expect(keyOf(`https://blog.example/uploads/${KEY}?v=2#top`)).toBe(KEY);
  });

  it('knows no key for other hosts, other paths or names that are not content hashes', () => {
    expect(keyOf(`https://elsewhere.example/uploads/${KEY}`)).toBeNull();
    expect(keyOf(`/uploads/nested/${KEY}`)).toBeNull();
    expect(keyOf('/uploads/photo.jpg')).toBeNull();
    expect(keyOf(`/uploads/private/${KEY}`)).toBeNull();
  });
});

describe('planPostImages', () => {
  const wanted = (url: string, changes: Partial<WantedImage> = {}): WantedImage => ({
    source: 'post_inline',
    url,
    altText: 'alt',
    storageKey: null,
    width: null,
    height: null,
    fileSizeBytes: null,
    mimeType: null,
    ...changes,
  });
  const row = (id: string, url: string, changes: Partial<ImageEntity> = {}) => ({ id, ...wanted(url), ...changes }) as ImageEntity;

  it('adds what is new, updates what changed, removes what the post no longer shows, and duplicates', () => {
    const plan = planPostImages(
      [wanted('/same'), wanted('/changed', { altText: 'new alt', width: 10 }), wanted('/new')],
      [row('1', '/same'), row('2', '/changed'), row('3', '/gone'), row('4', '/same')],
    );
    expect(plan).toEqual({
      insert: [wanted('/new')],
      update: [{ id: '2', changes: { altText: 'new alt', width: 10 } }],
      remove: ['4', '3'],
    });
  });

  it('tells a cover from an inline image of the same URL', () => {
    const plan = planPostImages([wanted('/a', { source: 'post_cover' })], [row('1', '/a')]);
    expect(plan.insert).toHaveLength(1);
    expect(plan.remove).toEqual(['1']);
  });
});
