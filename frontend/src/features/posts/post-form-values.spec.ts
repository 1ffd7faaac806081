import { describe, expect, it } from '@jest/globals';
import { NEW_POST_VALUES, toPostInput, type PostFormValues } from './post-form-values';

const published: PostFormValues = { ...NEW_POST_VALUES, title: 'Tides', content: 'Text.', status: 'published', publishedAt: '2026-01-05T09:00', slug: 'tides' };

describe('toPostInput', () => {
  it('sends the status alone for a published post whose date the author did not touch, or cleared', () => {
    expect(toPostInput(published, published)).not.toHaveProperty('published_at');
    const cleared = toPostInput({ ...published, publishedAt: '' }, published);
    expect(cleared.status).toBe('published');
    expect(cleared).not.toHaveProperty('published_at');
  });

  it('sends a date the author set, and an address the author changed', () => {
    const input = toPostInput({ ...published, publishedAt: '2025-12-24T18:30', slug: 'tide-tables' }, published);
    expect(input.published_at).toBe(new Date('2025-12-24T18:30').toISOString());
    expect(input.slug).toBe('tide-tables');
    expect(toPostInput(published, published)).not.toHaveProperty('slug');
  });

  it('publishes a scheduled post now by clearing its date', () => {
    const scheduled = { ...published, status: 'scheduled' as const, publishedAt: '2031-07-04T21:05' };
    expect(toPostInput({ ...scheduled, status: 'published', publishedAt: '' }, scheduled)).toMatchObject({ status: 'published', published_at: null });
  });
});
