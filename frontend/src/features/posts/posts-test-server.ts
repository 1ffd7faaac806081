import type { AdminPost, PostInput } from '../../api/admin-posts.api';
import { jsonResponse, type FetchHandler } from '../../testing/render-app';

let counter = 0;

/** A post as GET /api/posts/{id} answers it to the admin; each call makes a distinct one. */
export function makeAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  counter += 1;
  const title = overrides.title ?? `Post number ${counter}`;
  const text = overrides.content_text ?? `The text of ${title}.`;
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, ''),
    excerpt: text.slice(0, 160),
    content: `<p>${text}</p>`,
    content_html: `<p>${text}</p>`,
    content_text: text,
    created_at: '2026-11-23T10:00:00.000Z',
    published_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    tags: [],
    labels: [],
    image_url: null,
    image_alt: null,
    cover_image_url: null,
    cover_image_alt: null,
    reading_time_minutes: 1,
    status: 'published',
    ...overrides,
  };
}

export interface SentBody {
  method: string;
  path: string;
  body: Partial<PostInput> | null;
}

/**
 * The admin posts API over a list kept in memory: list with q (title or text, any case) and
 * paging, read by id, create, update and delete. `sent` records every write.
 */
export function adminPostsServer(posts: AdminPost[] = []) {
  const sent: SentBody[] = [];
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    const method = request.method;
    if (url.pathname === '/api/posts' && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const q = url.searchParams.get('q')?.toLowerCase();
      const matching = posts.filter((post) => !q || `${post.title} ${post.content_text}`.toLowerCase().includes(q));
      return jsonResponse({ items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
    }
    const body = method === 'POST' || method === 'PATCH' ? ((await request.json()) as Partial<PostInput>) : null;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/posts' && method === 'POST') {
      const { excerpt, ...fields } = body as PostInput;
      const created = makeAdminPost({ ...fields, excerpt: excerpt || fields.content_text, status: fields.status ?? 'published' });
      posts.unshift(created);
      return jsonResponse(created, 201);
    }
    const id = decodeURIComponent(url.pathname.replace(/^\/api\/posts\//, ''));
    const index = posts.findIndex((post) => post.id === id);
    if (index === -1) return jsonResponse({ statusCode: 404, message: `No post has the id ${id}`, error: 'Not Found' }, 404);
    if (method === 'DELETE') {
      posts.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH') {
      const { content_text, excerpt, ...rest } = body ?? {};
      posts[index] = {
        ...posts[index],
        ...rest,
        ...(content_text === undefined ? {} : { content_text }),
        ...(excerpt === undefined ? {} : { excerpt: excerpt ?? '' }),
      } as AdminPost;
    }
    return jsonResponse(posts[index]);
  };
  return { handler, sent, posts };
}
