import { expect } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eventually } from './eventually.js';
import { bearer, type TestApp } from './test-app.js';

/** GET /api/import/{id} as the API answers it. */
export interface ImportReport {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  dry_run: boolean;
  format: string | null;
  progress: { done: number; total: number };
  counts: { posts: number; pages: number; tags: number; images: number; redirects: number };
  created: number;
  updated: number;
  skipped: number;
  warnings: Array<{ item?: string; message: string; kind: string }>;
  errors: Array<{ item?: string; message: string; kind: string }>;
  posts: Array<{ id: string | null; slug: string; title: string; outcome: string }>;
  samples_removed: number;
}

export interface AdminPost {
  id: string;
  title: string;
  slug: string;
  status: string;
  content_text: string;
  content: string;
  tags: string[];
  excerpt: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  type: 'post' | 'page';
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  noindex: boolean;
  og_image_url: string | null;
}

/** POST /api/import with the file and the fields given; the answer as it comes. */
export function sendImport(app: TestApp, file: Buffer, filename: string, fields: { dry_run?: boolean; source_url?: string } = {}) {
  let request = app.http().post('/api/import').set(bearer());
  if (fields.dry_run !== undefined) request = request.field('dry_run', String(fields.dry_run));
  if (fields.source_url !== undefined) request = request.field('source_url', fields.source_url);
  return request.attach('file', file, { filename, contentType: 'application/octet-stream' });
}

export async function importReport(app: TestApp, id: string): Promise<ImportReport> {
  return (await app.http().get(`/api/import/${id}`).set(bearer()).expect(200)).body as ImportReport;
}

/** Polls an import until it has ended (completed or failed) and answers its report. */
export async function finishedImport(app: TestApp, id: string, withinMs = 60_000): Promise<ImportReport> {
  let report: ImportReport | undefined;
  const ended = await eventually(async () => {
    report = await importReport(app, id);
    return report.status === 'completed' || report.status === 'failed';
  }, withinMs);
  expect(ended).toBe(true);
  return report!;
}

/** Uploads, expects 202, and waits for the import to end; the report whatever its status. */
export async function runImport(app: TestApp, file: Buffer, filename: string, fields: { dry_run?: boolean; source_url?: string } = {}): Promise<ImportReport> {
  const started = await sendImport(app, file, filename, fields);
  expect(started.status).toBe(202);
  return finishedImport(app, started.body.id as string);
}

/** Every post the admin sees, newest written first. */
export async function adminPosts(app: TestApp): Promise<AdminPost[]> {
  const posts: AdminPost[] = [];
  for (let page = 1; ; page++) {
    const { body } = await app.http().get(`/api/posts?limit=100&page=${page}`).set(bearer()).expect(200);
    posts.push(...(body.items as AdminPost[]));
    if (posts.length >= body.total || body.items.length === 0) return posts;
  }
}

export async function postBySlug(app: TestApp, slug: string): Promise<AdminPost> {
  const post = (await adminPosts(app)).find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post has the slug ${slug}`);
  return post;
}

/** Files under {dataDir}/{dir}, recursively, relative to it. */
export function filesUnder(dataDir: string, dir: string): string[] {
  const root = path.join(dataDir, dir);
  const found: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

/** Where a redirect sends a path: `{ status, location }`, or the status alone when it does not redirect. */
export async function redirectOf(app: TestApp, pathAndQuery: string): Promise<{ status: number; location?: string }> {
  const response = await app.http().get(pathAndQuery).redirects(0);
  return { status: response.status, location: response.headers.location as string | undefined };
}

export interface OldSite {
  origin: string;
  port: number;
  /** Paths asked for, in order. */
  requests: string[];
  close: () => Promise<void>;
}

/** The old site: a tiny HTTP server on 127.0.0.1 serving the given files by path (anything else 404). */
export async function startOldSite(files: Record<string, { body: Buffer; type: string }>): Promise<OldSite> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    const file = files[decodeURIComponent(url.pathname)];
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface WxrPost {
  id: number;
  title: string;
  /** wp:post_name, as WordPress writes it (percent-encoded when not ASCII). */
  name: string;
  status?: string;
  type?: string;
  /** Local date `YYYY-MM-DD hh:mm:ss`; absent: no date at all. */
  date?: string;
  html?: string;
  tags?: string[];
}

/** A WordPress WXR 1.2 export of the given items, on a site at `site`. */
export function wxrExport(site: string, posts: readonly WxrPost[]): string {
  const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  const items = posts.map((post) => {
    const dates = post.date ? `<wp:post_date>${cdata(post.date)}</wp:post_date><wp:post_date_gmt>${cdata(post.date)}</wp:post_date_gmt>` : '';
    const tags = (post.tags ?? []).map((tag) => `<category domain="post_tag" nicename="${encodeURIComponent(tag.toLowerCase())}">${cdata(tag)}</category>`).join('');
    return `
	<item>
		<title>${cdata(post.title)}</title>
		<content:encoded>${cdata(post.html ?? `<p>${post.title}</p>`)}</content:encoded>
		<wp:post_id>${post.id}</wp:post_id>${dates}
		<wp:post_name>${cdata(post.name)}</wp:post_name>
		<wp:status>${cdata(post.status ?? 'publish')}</wp:status>
		<wp:post_type>${cdata(post.type ?? 'post')}</wp:post_type>${tags}
	</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>Old Blog</title>
	<link>${site}</link>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${site}</wp:base_site_url>
	<wp:base_blog_url>${site}</wp:base_blog_url>${items.join('')}
</channel>
</rss>
`;
}
