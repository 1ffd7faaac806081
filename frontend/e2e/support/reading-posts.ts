import { expect } from '@jest/globals';
import type { AdminSuite } from './admin-suite';

/**
 * Added to the 8 sample stories so that the stories browser (9 a page) and the blog (10) have two
 * pages. The newest, first in every list with its cover loading eagerly, has a cover that is gone.
 */
export const READING_POSTS = [
  { title: 'Notes From the Harbour', content_text: 'Boats, gulls and **rope**.', tags: ['personal'] },
  { title: 'Harbour Lights at Dusk', content_text: 'The lamps come on one by one.', tags: ['news'] },
  {
    title: 'A Cover That Went Missing',
    content_text: 'The picture is gone; the words stay.',
    tags: ['news'],
    cover_image_url: '/uploads/no-such-cover.webp',
    cover_image_alt: 'Missing cover',
  },
];

/** Writes READING_POSTS through the API, in order. */
export async function addReadingPosts(suite: AdminSuite): Promise<void> {
  for (const post of READING_POSTS) {
    const response = await suite.api('/api/posts', { method: 'POST', body: post });
    expect(response.status).toBe(201);
  }
}
