import type { AdminPost } from '../api';
import { adminPostsServer } from '../../../testing/posts-server';
import { jsonResponse, type FetchHandler } from '../../../testing/render-app';
import type { Revision } from './api';

/** A revision of `post` as the server answers it; `at` is when its save happened. */
export function makeRevision(post: AdminPost, at: Date, overrides: Partial<Revision> = {}): Revision {
  const content = overrides.content_text ?? post.content_text;
  return {
    id: `10000000-0000-4000-8000-${String(at.getTime()).slice(-12).padStart(12, '0')}`,
    post_id: post.id,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    autosave: false,
    title: post.title,
    slug: post.slug,
    content_text: content,
    excerpt: null,
    status: post.status,
    published_at: post.published_at,
    type: post.type,
    cover_image_url: post.cover_image_url,
    cover_image_alt: post.cover_image_alt,
    tags: post.tags,
    meta_title: post.meta_title,
    meta_description: post.meta_description,
    canonical_url: post.canonical_url,
    noindex: post.noindex,
    og_image_url: post.og_image_url,
    words: content.split(/\s+/).filter(Boolean).length,
    chars: content.length,
    ...overrides,
  };
}

const summaryOf = ({ id, created_at, updated_at, autosave, title, status, words, chars }: Revision) => ({ id, created_at, updated_at, autosave, title, status, words, chars });

/**
 * The admin posts API (testing/posts-server) with a post's revisions: the list (newest first,
 * without the text), one revision, and restore (the post takes the revision's title and text, a new
 * version, and a revision of its own). `restores` records the revisions restored.
 */
export function historyServer(post: AdminPost, revisions: Revision[]) {
  const posts = adminPostsServer([post]);
  const restores: string[] = [];
  const handler: FetchHandler = async (request) => {
    const match = /^\/api\/posts\/([^/]+)\/revisions(?:\/([^/]+))?(\/restore)?$/.exec(new URL(request.url).pathname);
    if (!match) return posts.handler(request);
    const [, , revisionId, restore] = match;
    if (!revisionId) return jsonResponse({ items: revisions.map(summaryOf), total: revisions.length });
    const revision = revisions.find((candidate) => candidate.id === revisionId);
    if (!revision) return jsonResponse({ statusCode: 404, message: `Post ${post.id} has no revision with the id ${revisionId}`, error: 'Not Found' }, 404);
    if (!restore) return jsonResponse(revision);
    restores.push(revisionId);
    const restored = posts.saveElsewhere(post.id, { title: revision.title, content_text: revision.content_text });
    revisions.unshift(makeRevision(restored, new Date()));
    return jsonResponse(restored, 200, { ETag: `"${restored.version}"` });
  };
  return { ...posts, handler, restores, revisions };
}
