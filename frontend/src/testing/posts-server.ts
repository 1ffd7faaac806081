import type { PublicPost } from '../api/public-posts.api';
import { jsonResponse, type FetchHandler } from './render-app';

let counter = 0;

/** A published post as the server sends it; each call makes a distinct one. */
export function makePost(overrides: Partial<PublicPost> = {}): PublicPost {
  counter += 1;
  const title = overrides.title ?? `Story number ${counter}`;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, ''),
    excerpt: `About ${title}.`,
    content: `<p>The text of ${title}.</p>`,
    created_at: '2026-11-23T10:00:00.000Z',
    published_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    tags: [],
    image_url: null,
    image_alt: null,
    reading_time_minutes: 1,
    ...overrides,
  };
}

/**
 * The public posts API over a fixed list, filtering and paging as the real server does:
 * `q` in the title or text (any case), `tag` exact, `page` and `limit`.
 */
export function postsServer(posts: PublicPost[]): FetchHandler {
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/posts') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const q = url.searchParams.get('q')?.toLowerCase();
      const tag = url.searchParams.get('tag');
      const matching = posts.filter(
        (post) =>
          (!q || `${post.title} ${post.content}`.toLowerCase().includes(q)) && (!tag || post.tags.includes(tag)),
      );
      const items = matching.slice((page - 1) * limit, page * limit);
      return jsonResponse({ items, total: matching.length, page, limit });
    }
    const slug = decodeURIComponent(url.pathname.replace(/^\/api\/posts\//, ''));
    const post = posts.find((candidate) => candidate.slug === slug);
    return post
      ? jsonResponse(post)
      : jsonResponse({ statusCode: 404, message: 'Post not found', error: 'Not Found' }, 404);
  };
}

/** The query of every /api/posts list request the handler saw, in order. */
export function listQueries(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/posts')
    .map((url) => url.searchParams);
}
