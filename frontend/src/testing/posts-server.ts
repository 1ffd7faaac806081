import type { AdminPost, PostInput, PostPreviewInput } from '../features/posts/api';
import type { PublicPost, PublicPostSummary } from '../api/public-posts.api';
import { tagSlug } from '../lib/tag-slug';
import { jsonResponse, type FetchHandler } from './render-app';

let counter = 0;

function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

/** A published post as the server sends it to readers; each call makes a distinct one. */
export function makePost(overrides: Partial<PublicPost> = {}): PublicPost {
  counter += 1;
  const title = overrides.title ?? `Story number ${counter}`;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title,
    slug: slugOf(title),
    excerpt: `About ${title}.`,
    content: `<p>The text of ${title}.</p>`,
    created_at: '2026-11-23T10:00:00.000Z',
    published_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    tags: [],
    image_url: null,
    image_alt: null,
    image_srcset: null,
    image_webp_srcset: null,
    reading_time_minutes: 1,
    type: 'post',
    meta_title: null,
    meta_description: null,
    canonical_url: null,
    noindex: false,
    og_image_url: null,
    ...overrides,
  };
}

/** A post as the admin gets it (every status, the Markdown source); each call makes a distinct one. */
export function makeAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  const base = makePost({ title: overrides.title ?? `Post number ${counter + 1}` });
  const text = overrides.content_text ?? `The text of ${base.title}.`;
  return {
    ...base,
    excerpt: text.slice(0, 160),
    content: `<p>${text}</p>`,
    content_html: `<p>${text}</p>`,
    content_text: text,
    labels: [],
    cover_image_url: null,
    cover_image_alt: null,
    status: 'published',
    version: 1,
    send_email: false,
    ...overrides,
  };
}

/** One page of the posts matching `?q` (in `text(post)`, any case), `?tag`, `?page` and `?limit`, as the server answers. */
function withoutContent({ content: _content, ...summary }: PublicPost): PublicPostSummary {
  return summary;
}

function listPage<T extends PublicPost>(posts: T[], url: URL, text: (post: T) => string, visitor = false): Response {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const q = url.searchParams.get('q')?.toLowerCase();
  const tag = url.searchParams.get('tag');
  const matching = posts.filter(
    // A tag by its name or its slug, as the server takes it.
    (post) => (!q || `${post.title} ${text(post)}`.toLowerCase().includes(q)) && (!tag || post.tags.some((name) => tagSlug(name) === tagSlug(tag))),
  );
  // Visitors' lists leave each post's HTML out, as the server does; the admin's keep the whole post.
  const items = matching.slice((page - 1) * limit, page * limit).map((post) => (visitor ? withoutContent(post) : post));
  return jsonResponse({ items, total: matching.length, page, limit });
}

function notFound(message: string): Response {
  return jsonResponse({ statusCode: 404, message, error: 'Not Found' }, 404);
}

/** The public posts API over a fixed list: the list (q in the title or text, tag, paging) and posts by slug. */
export function postsServer(posts: PublicPost[]): FetchHandler {
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/posts') return listPage(posts, url, (post) => post.content, true);
    const slug = decodeURIComponent(url.pathname.replace(/^\/api\/posts\//, ''));
    const post = posts.find((candidate) => candidate.slug === slug);
    return post ? jsonResponse(post) : notFound('Post not found');
  };
}

export interface SentBody {
  method: string;
  path: string;
  body: Partial<PostInput> | null;
  /** The If-Match header, when the write sent one. */
  ifMatch?: string;
}

/** What the server answers with a post: its version in quotes is its ETag. */
function postResponse(post: AdminPost, status = 200): Response {
  return jsonResponse(post, status, { ETag: `"${post.version}"` });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The server's preview of some Markdown; by default the text as one escaped paragraph. */
export type PreviewRenderer = (input: PostPreviewInput) => Response | Promise<Response>;

/** Words as the server counts them, near enough for tests: runs of letters or digits between spaces. */
export function previewCounts(text: string) {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { word_count: words, reading_time_minutes: Math.max(1, Math.ceil(words / 275)) };
}

const plainPreview: PreviewRenderer = ({ content_text }) =>
  jsonResponse({ content_html: `<p>${escapeHtml(content_text)}</p>\n`, ...previewCounts(content_text) });

/**
 * The admin posts API over a list kept in memory: the list (q in the title or Markdown text,
 * paging), read by id, create, update and delete, and the editor's preview (`render`). As on the
 * real server, an excerpt left blank is automatic and follows the text, every save raises the post's
 * version, and an update whose If-Match names another version is refused (412, with the post as it
 * is now) and changes nothing. `sent` records every write, `previews` every preview asked for (they
 * write nothing); `saveElsewhere` is a save from another tab or device.
 */
export function adminPostsServer(posts: AdminPost[] = [], { render = plainPreview }: { render?: PreviewRenderer } = {}) {
  const sent: SentBody[] = [];
  const previews: PostPreviewInput[] = [];
  const automatic = (text: string) => text.slice(0, 160);
  const fixedExcerpts = new Set(posts.filter((post) => post.excerpt !== automatic(post.content_text)).map((post) => post.id));
  /** A save of `fields` over post `index`: a new version, and the excerpt follows the text unless one was written. */
  function save(index: number, fields: Partial<AdminPost>): AdminPost {
    const next = { ...posts[index], ...fields, version: (posts[index].version ?? 0) + 1 };
    if (!fixedExcerpts.has(next.id)) next.excerpt = automatic(next.content_text);
    return (posts[index] = next);
  }
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    const method = request.method;
    if (url.pathname === '/api/posts' && method === 'GET') return listPage(posts, url, (post) => post.content_text);
    if (url.pathname === '/api/posts/preview' && method === 'POST') {
      const input = (await request.json()) as PostPreviewInput;
      previews.push(input);
      return render(input);
    }
    const body = method === 'POST' || method === 'PATCH' ? ((await request.json()) as Partial<PostInput>) : null;
    const ifMatch = request.headers.get('If-Match');
    if (method !== 'GET') sent.push({ method, path: url.pathname, body, ...(ifMatch === null ? {} : { ifMatch }) });
    if (url.pathname === '/api/posts' && method === 'POST') {
      const { excerpt, ...fields } = body as PostInput;
      const created = makeAdminPost({ ...fields, excerpt: excerpt || automatic(fields.content_text), status: fields.status ?? 'published' });
      if (excerpt) fixedExcerpts.add(created.id);
      posts.unshift(created);
      return postResponse(created, 201);
    }
    const id = decodeURIComponent(url.pathname.replace(/^\/api\/posts\//, ''));
    const index = posts.findIndex((post) => post.id === id);
    if (index === -1) return notFound(`No post has the id ${id}`);
    if (method === 'DELETE') {
      posts.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH' && ifMatch !== null && ifMatch !== '*' && ifMatch !== `"${posts[index].version}"`) {
      const current = posts[index];
      return jsonResponse({ statusCode: 412, error: 'Precondition Failed', message: 'Changed elsewhere', current }, 412, {
        ETag: `"${current.version}"`,
      });
    }
    if (method === 'PATCH') {
      const { excerpt, ...rest } = body ?? {};
      if (excerpt !== undefined) {
        if (excerpt) fixedExcerpts.add(id);
        else fixedExcerpts.delete(id);
      }
      save(index, { ...rest, ...(excerpt ? { excerpt } : {}) } as Partial<AdminPost>);
    }
    return postResponse(posts[index]);
  };
  /** Another tab or device saves the post: its fields change and its version goes up; `sent` does not see it. */
  function saveElsewhere(id: string, changes: Partial<AdminPost>): AdminPost {
    return save(posts.findIndex((post) => post.id === id), changes);
  }
  return { handler, sent, previews, posts, saveElsewhere };
}

/** The query of every /api/posts list request the handler saw, in order. */
export function listQueries(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/posts')
    .map((url) => url.searchParams);
}
