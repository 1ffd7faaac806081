import { describe, expect, it } from '@jest/globals';
import { PostRevisionEntity } from './post-revision.entity.js';
import { restoreRequest } from './restore-request.js';

const NOW = new Date('2026-11-26T07:05:00Z');

function revision(fields: Partial<PostRevisionEntity>): PostRevisionEntity {
  return Object.assign(new PostRevisionEntity(), {
    title: 'Tide tables',
    contentText: 'Text.',
    excerpt: null,
    slug: 'tide-tables',
    type: 'post',
    tags: ['sea'],
    coverImageUrl: null,
    coverImageAlt: null,
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    noindex: false,
    ogImageUrl: null,
    status: 'draft',
    publishedAt: null,
    ...fields,
  });
}

describe('restoreRequest', () => {
  it('asks for the writing the revision keeps', () => {
    expect(restoreRequest(revision({ status: 'published', publishedAt: new Date('2026-01-05T08:00:00Z'), excerpt: 'Mine.' }))).toEqual({
      title: 'Tide tables',
      content_text: 'Text.',
      excerpt: 'Mine.',
      tags: ['sea'],
      cover_image_url: null,
      cover_image_alt: null,
      meta_title: null,
      meta_description: null,
      canonical_url: null,
      noindex: false,
      og_image_url: null,
    });
  });

  it.each(['draft', 'scheduled', 'published'] as const)('leaves the status, date, address and type of the post alone (a %s revision)', (status) => {
    const request = restoreRequest(revision({ status, publishedAt: NOW, slug: 'older-address', type: 'page' }));
    for (const field of ['status', 'published_at', 'slug', 'type']) expect(request).not.toHaveProperty(field);
  });
});
