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
  it('asks for every field the revision keeps, its status and date included', () => {
    expect(restoreRequest(revision({ status: 'published', publishedAt: new Date('2026-01-05T08:00:00Z'), excerpt: 'Mine.' }), NOW)).toEqual({
      title: 'Tide tables',
      content_text: 'Text.',
      excerpt: 'Mine.',
      slug: 'tide-tables',
      type: 'post',
      tags: ['sea'],
      cover_image_url: null,
      cover_image_alt: null,
      meta_title: null,
      meta_description: null,
      canonical_url: null,
      noindex: false,
      og_image_url: null,
      status: 'published',
      published_at: '2026-01-05T08:00:00.000Z',
    });
  });

  it('schedules again a revision whose time is still ahead', () => {
    const ahead = new Date(NOW.getTime() + 60_000);
    expect(restoreRequest(revision({ status: 'scheduled', publishedAt: ahead }), NOW)).toMatchObject({ status: 'scheduled', published_at: ahead.toISOString() });
  });

  it('leaves the status and date alone for a scheduled revision whose time has passed', () => {
    const request = restoreRequest(revision({ status: 'scheduled', publishedAt: NOW }), NOW);
    expect(request).not.toHaveProperty('status');
    expect(request).not.toHaveProperty('published_at');
  });

  it('keeps a draft\'s date as it was, null included', () => {
    expect(restoreRequest(revision({ status: 'draft', publishedAt: null }), NOW)).toMatchObject({ status: 'draft', published_at: null });
  });
});
