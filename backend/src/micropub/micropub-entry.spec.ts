import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from '../render/markdown-renderer.js';
import { changedFields, contentToMarkdown, noteTitle, plainTextToMarkdown, postFields, postProperties, refuseUnknownProperties, sourceOf, updatedProperties, type EntryPost } from './micropub-entry.js';
import { MicropubError } from './micropub-error.js';
import type { Properties } from './micropub-request.js';

const NOW = new Date('2026-11-29T12:00:00Z');
const SITE = 'https://blog.example';


const post = (over: Partial<EntryPost> = {}): EntryPost => ({
  title: 'A walk by the sea',
  slug: 'a-walk-by-the-sea',
  contentText: 'The **tide** was out.',
  contentHtml: '<p>The <strong>tide</strong> was out.</p>',
  excerpt: 'The tide was out.',
  excerptIsCustom: false,
  status: 'published',
  publishedAt: new Date('2026-11-01T08:00:00Z'),
  coverImageUrl: null,
  coverImageAlt: null,
  tags: [{ name: 'Travel' }, { name: 'Sea' }],
  ...over,
});

const update = (ops: { replace?: Properties; add?: Properties; delete?: Properties | string[] }) => ({ action: 'update' as const, url: `${SITE}/blog/a`, replace: {}, add: {}, delete: {}, ...ops });

describe('content', () => {
  it('keeps plain text as typed: a leading #tag is no heading, stars are no emphasis, line breaks stay', () => {
    const markdown = plainTextToMarkdown('#sunset at the *pier*\nsecond line\n\n1. not a list');
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<h1|<em>|<ol>/);
    expect(html).toContain('#sunset at the *pier*<br />');
    expect(html).toContain('second line');
    expect(html).toContain('1. not a list');
  });

  it('still links the addresses in plain text, underscores and all', () => {
    expect(renderMarkdown(plainTextToMarkdown('See https://photos.example/a_b_c.jpg now'))).toContain('<a href="https://photos.example/a_b_c.jpg"');
  });

  it('keeps HTML out of plain text: a tag is shown as text, never run', () => {
    expect(renderMarkdown(plainTextToMarkdown('<script>alert(1)</script> & more'))).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });

  it('reads { html } through the HTML to Markdown converter and { markdown } as it is', () => {
    expect(contentToMarkdown({ html: '<p>Now <a href="https://p3k.io">p3k</a> <em>works</em></p>' })).toBe('Now [p3k](https://p3k.io) *works*');
    expect(contentToMarkdown({ markdown: '## Heading\n\n*kept*' })).toBe('## Heading\n\n*kept*');
    expect(() => contentToMarkdown({ text: 'x' })).toThrow(/content must be text/);
  });
});

describe('noteTitle', () => {
  it('titles a note by the first words of its first line, without Markdown marks', () => {
    expect(noteTitle('Hello World')).toBe('Hello World');
    expect(noteTitle('\\#quantifiedself trackers **finally** released [their API](https://x.example)\n\nMore')).toBe('#quantifiedself trackers finally released their API');
    expect(noteTitle(`${'word '.repeat(20)}end`)).toBe(`${'word '.repeat(12).trim()}…`);
  });

  it('falls back to a plain title when the text has no words (an image alone)', () => {
    expect(noteTitle('![a cat](/uploads/cat.webp)')).toBe('Untitled note');
  });
});

describe('postFields: an h-entry as a Folio post', () => {
  it('maps name, content, category, summary, post-status, published and mp-slug', () => {
    const fields = postFields(
      {
        name: ['Itching: h-event to iCal converter'],
        content: [{ html: '<p>A <b>list</b></p>' }],
        category: ['indieweb', ' p3k '],
        summary: ['Short'],
        'post-status': ['draft'],
        published: ['2016-02-21T12:50:53-08:00'],
        'mp-slug': ['My Slug'],
      },
      NOW,
      'append',
    );
    expect(fields).toEqual({
      title: 'Itching: h-event to iCal converter',
      content_text: 'A **list**',
      excerpt: 'Short',
      tags: ['indieweb', 'p3k'],
      status: 'draft',
      published_at: '2016-02-21T20:50:53.000Z',
      slug: 'my-slug',
      cover_image_url: null,
      cover_image_alt: null,
    });
  });

  it('publishes by default, and schedules a published entry dated in the future', () => {
    expect(postFields({ content: ['Now'] }, NOW, 'append')).toMatchObject({ status: 'published', published_at: null, title: 'Now' });
    expect(postFields({ content: ['Later'], published: ['2027-01-01T09:00:00Z'] }, NOW, 'append').status).toBe('scheduled');
    expect(postFields({ content: ['Later'], published: ['2027-01-01T09:00:00Z'], 'post-status': ['draft'] }, NOW, 'append').status).toBe('draft');
  });

  it('makes the first photo the cover and puts the others after the text, with their alt text', () => {
    const fields = postFields({ content: ['Two cats'], photo: [{ value: '/uploads/a.webp', alt: 'Tom' }, { value: 'https://img.example/b.jpg', alt: 'Kit [2]' }] }, NOW, 'append');
    expect(fields).toMatchObject({ cover_image_url: '/uploads/a.webp', cover_image_alt: 'Tom' });
    expect(fields.content_text).toBe('Two cats\n\n![Kit \\[2\\]](<https://img.example/b.jpg>)');
    expect(() => postFields({ content: ['x'], photo: ['/uploads/a.webp', '/uploads/b.webp'] }, NOW, 'refuse')).toThrow(/one photo/);
  });

  it('refuses what it cannot store faithfully, naming the property', () => {
    expect(() => postFields({ name: ['No text'] }, NOW, 'append')).toThrow(MicropubError);
    expect(() => postFields({ name: ['No text'] }, NOW, 'append')).toThrow(/content is required/);
    expect(() => postFields({ content: ['a', 'b'] }, NOW, 'append')).toThrow('content takes one value, not 2');
    expect(() => postFields({ content: ['x'], 'post-status': ['private'] }, NOW, 'append')).toThrow(/post-status must be published or draft/);
    expect(() => postFields({ content: ['x'], published: ['yesterday'] }, NOW, 'append')).toThrow(/published must be an ISO 8601 date/);
    expect(() => postFields({ content: ['x'], 'mp-syndicate-to': ['https://social.example'] }, NOW, 'append')).toThrow(/syndicates nowhere/);
    expect(() => postFields({ content: ['x'], category: [{ h: 'card' }] }, NOW, 'append')).toThrow(/category must be text/);
  });

  it('refuses unknown properties and mp- commands by name', () => {
    expect(() => refuseUnknownProperties(['content', 'location', 'in-reply-to', 'mp-destination'])).toThrow(
      /^Folio does not store the properties location, in-reply-to and does not know the commands mp-destination\./,
    );
    expect(() => refuseUnknownProperties(['name', 'content', 'category', 'photo', 'mp-slug'])).not.toThrow();
  });
});

describe('updates', () => {
  it('replaces content and leaves every other property as it was', () => {
    const before = postProperties(post());
    expect(changedFields(before, updatedProperties(before, update({ replace: { content: ['hello moon'] } }), SITE), NOW)).toEqual({ content_text: 'hello moon' });
  });

  it('adds categories, deletes one category value (by its slug) and deletes a whole property', () => {
    const before = postProperties(post({ excerptIsCustom: true, excerpt: 'Mine' }));
    const after = updatedProperties(before, update({ add: { category: ['walks'] }, delete: { category: ['sea'] } }), SITE);
    expect(changedFields(before, after, NOW)).toEqual({ tags: ['Travel', 'walks'] });
    expect(changedFields(before, updatedProperties(before, update({ delete: ['category', 'summary'] }), SITE), NOW)).toEqual({ tags: [], excerpt: null });
  });

  it('removes the cover by its absolute or its own URL, and refuses a second one', () => {
    const before = postProperties(post({ coverImageUrl: '/uploads/c.webp', coverImageAlt: 'Cover' }));
    const removed = updatedProperties(before, update({ delete: { photo: [`${SITE}/uploads/c.webp`] } }), SITE);
    expect(changedFields(before, removed, NOW)).toEqual({ cover_image_url: null, cover_image_alt: null });
    expect(() => changedFields(before, updatedProperties(before, update({ add: { photo: ['/uploads/d.webp'] } }), SITE), NOW)).toThrow(/one photo/);
  });

  it('titles a post by its first words when its name is deleted, and refuses to delete its content', () => {
    const before = postProperties(post());
    expect(changedFields(before, updatedProperties(before, update({ delete: ['name'] }), SITE), NOW)).toEqual({ title: 'The tide was out.' });
    expect(() => changedFields(before, updatedProperties(before, update({ delete: ['content'] }), SITE), NOW)).toThrow(/content cannot be deleted/);
  });

  it('moves a post to a future date as scheduled, and changes nothing when nothing differs', () => {
    const before = postProperties(post());
    expect(changedFields(before, updatedProperties(before, update({ replace: { published: ['2027-03-01T10:00:00Z'] } }), SITE), NOW)).toEqual({
      status: 'scheduled',
      published_at: '2027-03-01T10:00:00.000Z',
    });
    expect(changedFields(before, updatedProperties(before, update({ replace: { category: ['Travel', 'Sea'] } }), SITE), NOW)).toEqual({});
  });
});

describe('sourceOf (q=source)', () => {
  it('answers the post as an h-entry, its photo and address absolute, its content as HTML and Markdown', () => {
    const source = sourceOf(post({ coverImageUrl: '/uploads/c.webp', coverImageAlt: 'Cover' }), `${SITE}/blog/a-walk-by-the-sea`, SITE);
    expect(source).toEqual({
      type: ['h-entry'],
      properties: {
        name: ['A walk by the sea'],
        content: [{ html: '<p>The <strong>tide</strong> was out.</p>', markdown: 'The **tide** was out.' }],
        category: ['Travel', 'Sea'],
        'post-status': ['published'],
        'mp-slug': ['a-walk-by-the-sea'],
        published: ['2026-11-01T08:00:00.000Z'],
        photo: [{ value: `${SITE}/uploads/c.webp`, alt: 'Cover' }],
        url: [`${SITE}/blog/a-walk-by-the-sea`],
      },
    });
  });

  it('answers only the properties asked for, without the type', () => {
    expect(sourceOf(post(), `${SITE}/blog/a`, SITE, ['category', 'name', 'location'])).toEqual({ properties: { name: ['A walk by the sea'], category: ['Travel', 'Sea'] } });
  });
});
