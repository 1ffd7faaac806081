import { describe, expect, it } from '@jest/globals';
import { PostEntity } from '../posts/post.entity.js';
import { TagEntity } from '../posts/tag.entity.js';
import { toGhostPost } from './ghost-post.mapper.js';
import { folioFieldsOf, sentBody, tagNamesOf, thePostOf } from './ghost-post-input.js';
import { sameUpdatedAt } from './ghost-posts.service.js';

const SITE = 'https://blog.example';

describe('a post sent through the Ghost Admin API', () => {
  it('is the one post of { posts: [...] }, every field one Ghost knows', () => {
    expect(thePostOf({ posts: [{ title: 'Hi', authors: [] }] })).toEqual({ title: 'Hi', authors: [] });
    expect(() => thePostOf({ title: 'Hi' })).toThrow("No root key ('posts')");
    expect(() => thePostOf({ posts: [{}, {}] })).toThrow("No root key ('posts')");
    expect(() => thePostOf({ posts: [{ title: 'Hi', colour: 'red' }] })).toThrow('"colour" is not a field of a post');
  });

  it('takes html only with source=html, as Ghost, then lexical, mobiledoc or markdown', () => {
    const html = `<p>See <img src="${SITE}/uploads/ab12.webp"></p>`;
    expect(sentBody({ html }, 'html', SITE)).toEqual({ html: '<p>See <img src="/uploads/ab12.webp"></p>' });
    expect(sentBody({ html }, undefined, SITE)).toBeUndefined();
    expect(sentBody({ markdown: `![x](${SITE}/uploads/ab12.webp)` }, undefined, SITE)).toEqual({ markdown: '![x](/uploads/ab12.webp)' });
    const mobiledoc = JSON.stringify({ version: '0.3.1', atoms: [], markups: [], cards: [['markdown', { markdown: '# Hello' }]], sections: [[10, 0]] });
    expect((sentBody({ mobiledoc }, undefined, SITE) as { html: string }).html).toContain('Hello');
    const lexical = JSON.stringify({
      root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'From lexical', format: 0 }] }] },
    });
    expect((sentBody({ lexical }, undefined, SITE) as { html: string }).html).toContain('From lexical');
    expect(() => sentBody({ lexical: '{nope' }, undefined, SITE)).toThrow('lexical could not be read');
  });

  it('maps Ghost fields to Folio\'s, only those sent, this site\'s uploads made relative', () => {
    expect(
      folioFieldsOf(
        {
          title: 'A walk',
          custom_excerpt: 'Short',
          feature_image: `${SITE}/uploads/cover.webp`,
          og_image: 'https://elsewhere.example/i.png',
          status: 'scheduled',
          published_at: '2030-01-01T07:00:00.000Z',
          tags: ['Sea', { name: 'Walks' }, { slug: 'coast' }],
          authors: [{ id: 'x' }],
        },
        SITE,
      ),
    ).toEqual({
      title: 'A walk',
      excerpt: 'Short',
      cover_image_url: '/uploads/cover.webp',
      og_image_url: 'https://elsewhere.example/i.png',
      status: 'scheduled',
      published_at: '2030-01-01T07:00:00.000Z',
      tags: ['Sea', 'Walks', 'coast'],
    });
    expect(folioFieldsOf({ custom_excerpt: null }, SITE)).toEqual({ excerpt: null });
  });

  it('refuses what Folio cannot store, naming the field', () => {
    expect(() => folioFieldsOf({ status: 'sent' }, SITE)).toThrow('status must be one of draft, published, scheduled (Folio does not send posts by email only)');
    expect(() => folioFieldsOf({ title: 7 }, SITE)).toThrow('title must be a string');
    expect(() => tagNamesOf([{ id: 'abc' }])).toThrow('each tag needs a name');
    expect(() => tagNamesOf('news')).toThrow('tags must be a list');
  });

  it('matches updated_at to the instant, or to the second from an app that keeps whole seconds', () => {
    const current = new Date('2026-11-29T18:00:00.123Z');
    expect(sameUpdatedAt('2026-11-29T18:00:00.123Z', current)).toBe(true);
    expect(sameUpdatedAt('2026-11-29T18:00:00Z', current)).toBe(true);
    expect(sameUpdatedAt('2026-11-29T18:00:00.000Z', current)).toBe(false);
    expect(sameUpdatedAt('2026-11-29T17:59:59Z', current)).toBe(false);
    expect(sameUpdatedAt('yesterday', current)).toBe(false);
  });
});

describe('a Folio post in Ghost\'s shape', () => {
  it('carries absolute addresses, the custom excerpt only when the author wrote one, and tags with slugs', () => {
    const tag = Object.assign(new TagEntity(), { id: 't1', name: 'Café Life', slug: 'cafe-life' });
    const post = Object.assign(new PostEntity(), {
      id: '5b1f0c2e-0000-4000-8000-000000000001',
      title: 'A walk',
      slug: 'a-walk',
      type: 'post',
      status: 'published',
      contentHtml: '<p>Hi</p>',
      coverImageUrl: '/uploads/cover.webp',
      coverImageAlt: null,
      excerpt: 'Hi',
      excerptIsCustom: false,
      readingTimeMinutes: 1,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-02T00:00:00Z'),
      publishedAt: new Date('2026-01-01T12:00:00Z'),
      canonicalUrl: null,
      metaTitle: null,
      metaDescription: null,
      ogImageUrl: null,
      tags: [tag],
    });
    const ghost = toGhostPost(SITE, post);
    expect(ghost).toMatchObject({
      id: post.id,
      html: '<p>Hi</p>',
      feature_image: `${SITE}/uploads/cover.webp`,
      custom_excerpt: null,
      excerpt: 'Hi',
      status: 'published',
      updated_at: '2026-01-02T00:00:00.000Z',
      url: `${SITE}/blog/a-walk`,
      primary_tag: { name: 'Café Life', slug: 'cafe-life', url: `${SITE}/tag/cafe-life` },
    });
    expect(toGhostPost(SITE, Object.assign(post, { excerptIsCustom: true })).custom_excerpt).toBe('Hi');
  });
});
