import type { ShareLink } from '../features/posts/share-links/api';
import { jsonResponse, type FetchHandler } from './render-app';

let counter = 0;

/** A share link as the server sends it; each call makes a distinct one. */
export function makeShareLink(overrides: Partial<ShareLink> = {}): ShareLink {
  counter += 1;
  return {
    id: `30000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    url: `http://localhost/share/token-${counter}`,
    expires_at: null,
    created_at: '2026-11-20T09:30:00.000Z',
    expired: false,
    ...overrides,
  };
}

const LINKS = /^\/api\/posts\/([^/]+)\/share-links(?:\/([^/]+))?$/;

/**
 * The share links API over lists kept in memory per post (newest first), in front of `fallback`
 * for every other call. `sent` records each create (its body) and revoke.
 */
export function shareLinksServer(fallback: FetchHandler, links: Record<string, ShareLink[]> = {}) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    const match = LINKS.exec(url.pathname);
    if (!match) return fallback(request);
    const postId = decodeURIComponent(match[1]);
    const list = (links[postId] ??= []);
    const body = request.method === 'POST' ? ((await request.json()) as { expires_at?: string | null }) : null;
    if (request.method !== 'GET') sent.push({ method: request.method, path: url.pathname, body });
    if (request.method === 'GET') return jsonResponse({ items: list });
    if (request.method === 'POST') {
      const link = makeShareLink({ expires_at: body?.expires_at ?? null, created_at: new Date().toISOString() });
      list.unshift(link);
      return jsonResponse(link, 201);
    }
    const index = list.findIndex((link) => link.id === match[2]);
    if (index === -1) return jsonResponse({ statusCode: 404, message: 'No such share link', error: 'Not Found' }, 404);
    list.splice(index, 1);
    return new Response(null, { status: 204 });
  };
  return { handler, sent, links };
}
