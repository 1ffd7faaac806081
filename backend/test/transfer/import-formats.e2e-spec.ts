import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as images from '../support/image-factory.js';
import { getFile } from '../support/files.js';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { folderEntries, IMPORT_FIXTURES, zipBytes } from '../support/import-archives.js';
import {
  adminPosts,
  type AdminPost,
  type ImportReport,
  type OldSite,
  redirectOf,
  runImport,
  startOldSite,
} from '../support/import-runs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 14, points 1-3 and 9: each format through POST /api/import on its fixtures, as the author sees the result. */

const fixture = (...parts: string[]) => readFileSync(path.join(IMPORT_FIXTURES, ...parts));
const bySlug = (posts: AdminPost[], slug: string) => {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug} among ${posts.map((p) => p.slug).join(', ')}`);
  return post;
};
const messages = (report: ImportReport) => report.warnings.map((warning) => `${warning.item ?? ''}: ${warning.message}`);
const publicSlugs = async (app: TestApp) => ((await app.http().get('/api/posts?limit=100').expect(200)).body.items as AdminPost[]).map((post) => post.slug);

/** A page as Folio holds it: its own type, no stand-in tag, read at /{slug}, not as a post under /blog, and out of the public list. */
async function expectPage(app: TestApp, posts: AdminPost[], slug: string, title: string): Promise<void> {
  expect(bySlug(posts, slug)).toMatchObject({ type: 'page', status: 'published', title });
  expect(bySlug(posts, slug).tags).not.toContain('page');
  expect((await app.http().get(`/${slug}`).expect(200)).text).toContain(title);
  // Never read as a post: not found, or led to the page (a WordPress page's old link was there).
  expect([{ status: 404 }, { status: 301, location: `/${slug}` }]).toContainEqual(await redirectOf(app, `/blog/${slug}`));
  expect(await publicSlugs(app)).not.toContain(slug);
}
const UPLOAD = /^\/uploads\/[^/]+$/;

/** Every Folio image a post shows (cover and inline) answers 200 with a real image. */
async function expectImagesServed(app: TestApp, post: AdminPost): Promise<string[]> {
  const urls = [...new Set([...(post.cover_image_url ? [post.cover_image_url] : []), ...[...post.content_text.matchAll(/(?:\]\(|<img src=")(\/uploads\/[^)\s"]+)/g)].map((m) => m[1]!)])];
  for (const url of urls) {
    const response = await getFile(app, url);
    expect(response.status).toBe(200);
    const meta = await sharp(response.body as Buffer).metadata();
    expect(meta.width).toBeGreaterThan(0);
  }
  return urls;
}

/** A dry run, which must leave no post behind, then the real run, which must do just what the dry run said. */
async function dryThenReal(app: TestApp, file: Buffer, filename: string, fields: { source_url?: string } = {}): Promise<ImportReport> {
  const dry = await runImport(app, file, filename, { ...fields, dry_run: true });
  expect(dry).toMatchObject({ status: 'completed', dry_run: true });
  expect(await adminPosts(app)).toEqual([]);
  const real = await runImport(app, file, filename, fields);
  const outline = (report: ImportReport) => ({
    counts: report.counts,
    created: report.created,
    skipped: report.skipped,
    warnings: messages(report).sort(),
    errors: report.errors,
    posts: report.posts.map(({ slug, title, outcome }) => ({ slug, title, outcome })),
  });
  expect(outline(real)).toEqual(outline(dry));
  return real;
}

describe('import of each format through the server', () => {
  let oldSite: OldSite;
  const apps: TestApp[] = [];
  // Pages are served from a built web app, which `npm test` does not build.
  const spa = temporaryFrontendBuild();
  const fresh = async () => {
    const app = await startTestApp({ env: { FETCH_ALLOWLIST: '127.0.0.1', FRONTEND_DIST: spa.dir } });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    const png = { body: await images.pngGraphic(640, 400), type: 'image/png' };
    const jpg = { body: await images.jpeg(800, 600), type: 'image/jpeg' };
    oldSite = await startOldSite({
      '/content/images/2024/01/cover.png': png,
      '/content/images/2024/01/photo.png': { body: await images.pngGraphic(300, 200), type: 'image/png' },
      '/content/images/2020/05/old.jpg': jpg,
      '/blog/wp-content/uploads/2023/03/cat.jpg': { body: await images.jpeg(1200, 800), type: 'image/jpeg' },
      '/public/images/a.png': { body: await images.pngGraphic(600, 400), type: 'image/png' },
    });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await oldSite?.close();
    spa.remove();
  });

  describe('Ghost JSON alone, images fetched from the old site address', () => {
    let app: TestApp;
    let report: ImportReport;
    let posts: AdminPost[];

    beforeAll(async () => {
      app = await fresh();
      report = await dryThenReal(app, fixture('ghost', 'ghost-5-export.json'), 'export.json', { source_url: oldSite.origin });
      posts = await adminPosts(app);
    });

    it('completes with every post and page created, and says what it did', () => {
      expect(report).toMatchObject({ status: 'completed', format: 'ghost', dry_run: false, errors: [] });
      expect(report.counts).toMatchObject({ posts: 7, pages: 1, images: 3 });
      expect(report.created).toBe(8);
      expect(report.skipped).toBe(0);
      expect(report.progress).toEqual({ done: 8, total: 8 });
      expect(posts).toHaveLength(8);
      expect(messages(report)).toEqual(expect.arrayContaining([expect.stringMatching(/^Both formats again: .*both-formats/)]));
      expect(messages(report).filter((message) => /^Coming soon: |page\(s\)|tagged/.test(message))).toEqual([]);
    });

    it('keeps titles, slugs, dates, tags, excerpts, and turns HTML into Markdown', () => {
      const both = bySlug(posts, 'both-formats');
      expect(both).toMatchObject({
        title: 'Both formats',
        status: 'published',
        published_at: '2024-01-02T09:00:00.000Z',
        created_at: '2024-01-01T09:00:00.000Z',
        excerpt: 'Html wins over lexical',
        cover_image_alt: 'A cover',
      });
      expect(both.tags).toEqual(expect.arrayContaining(['Travel', 'Food & Drink']));
      expect(both.content_text).toContain('From **html** field');
      expect(both.content_text).not.toContain('<p>');
      expect(bySlug(posts, 'lexical-only').content_text).toMatch(/## Lists/);
      expect(bySlug(posts, 'mobiledoc-only')).toMatchObject({ status: 'published', published_at: '2020-05-01T08:00:00.000Z' });
      expect(bySlug(posts, 'unfinished')).toMatchObject({ status: 'draft', published_at: null });
      // Still ahead of its time: scheduled, to go live then.
      expect(bySlug(posts, 'coming-soon')).toMatchObject({ status: 'scheduled', published_at: '2099-01-01T00:00:00.000Z' });
      expect(bySlug(posts, 'cafe-zurich')).toMatchObject({ title: 'Café à Zürich', status: 'published' });
      expect(bySlug(posts, 'both-formats-2')).toMatchObject({ title: 'Both formats again' });
    });

    it('imports a page as a page, read at /{slug} and left out of the public list', async () => {
      await expectPage(app, posts, 'about', 'About');
      expect(await publicSlugs(app)).toContain('both-formats');
    });

    it('brings the cover and inline images in as uploads, served by Folio', async () => {
      const both = bySlug(posts, 'both-formats');
      expect(both.cover_image_url).toMatch(UPLOAD);
      expect(await expectImagesServed(app, both)).toHaveLength(1);
      const lexical = bySlug(posts, 'lexical-only');
      expect(lexical.content_text).not.toContain('/content/images/');
      expect(await expectImagesServed(app, lexical)).toHaveLength(1);
      expect(bySlug(posts, 'mobiledoc-only').content_text).toMatch(/!\[Old\]\(\/uploads\//);
    });

    it('answers 301 from each published post\'s old Ghost address', async () => {
      expect(await redirectOf(app, '/both-formats/')).toEqual({ status: 301, location: '/blog/both-formats' });
      expect(await redirectOf(app, '/mobiledoc-only/')).toEqual({ status: 301, location: '/blog/mobiledoc-only' });
      // The page's old address is its new one (but for the slash): no redirect hides it.
      expect((await redirectOf(app, '/about/')).location).toBeUndefined();
      expect(await redirectOf(app, '/caf%C3%A9-z%C3%BCrich/')).toEqual({ status: 301, location: '/blog/cafe-zurich' });
      expect((await redirectOf(app, '/unfinished/')).status).not.toBe(301);
    });
  });

  describe('Ghost zip with its content/images folder', () => {
    let app: TestApp;
    let report: ImportReport;

    beforeAll(async () => {
      app = await fresh();
      const zip = await zipBytes([
        ...folderEntries(path.join(IMPORT_FIXTURES, 'ghost-zip'), 'export/'),
        { name: 'export/content/images/2024/01/cover.png', data: await images.pngGraphic(500, 300) },
      ]);
      const before = oldSite.requests.length;
      report = await dryThenReal(app, zip, 'ghost.zip');
      expect(oldSite.requests.length).toBe(before);
    });

    it('reads the images from the archive, with no old site address', async () => {
      expect(report).toMatchObject({ status: 'completed', format: 'ghost', errors: [] });
      expect(report.counts).toMatchObject({ posts: 1, pages: 1, images: 1 });
      const posts = await adminPosts(app);
      const both = bySlug(posts, 'both-formats');
      expect(both.cover_image_url).toMatch(UPLOAD);
      const [cover] = await expectImagesServed(app, both);
      expect((await sharp((await getFile(app, cover!)).body as Buffer).metadata()).width).toBe(500);
      expect(bySlug(posts, 'separate-page')).toMatchObject({ type: 'page', tags: [] });
      expect(messages(report).filter((message) => /page\(s\)|tagged/.test(message))).toEqual([]);
    });
  });

  describe('WordPress WXR, images by absolute address on the old site', () => {
    let app: TestApp;
    let report: ImportReport;
    let posts: AdminPost[];

    beforeAll(async () => {
      app = await fresh();
      const wxr = fixture('wordpress', 'wxr-1.2.xml').toString('utf8').replaceAll('https://old.example.com', oldSite.origin);
      report = await dryThenReal(app, Buffer.from(wxr), 'wordpress.xml');
      posts = await adminPosts(app);
    });

    it('completes, counting posts and pages and what it left out', () => {
      expect(report).toMatchObject({ status: 'completed', format: 'wordpress', errors: [] });
      expect(report.counts).toMatchObject({ posts: 6, pages: 1, images: 1 });
      expect(report.created).toBe(7);
      expect(posts).toHaveLength(7);
      expect(messages(report)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Secret: Private .*draft/),
          expect.stringMatching(/^Waiting: Pending .*draft/),
          expect.stringMatching(/1 WordPress trash posts not imported/),
        ]),
      );
    });

    it('maps statuses: publish stays published, future stays scheduled, draft, private and pending become drafts', () => {
      expect(bySlug(posts, 'hello-world')).toMatchObject({ status: 'published', title: 'Hello & welcome', published_at: '2023-03-04T23:30:00.000Z' });
      expect(bySlug(posts, 'not-yet')).toMatchObject({ status: 'scheduled', published_at: '2099-01-01T11:00:00.000Z' });
      expect(messages(report).filter((message) => message.startsWith('Not yet: '))).toEqual([]);
      expect(bySlug(posts, 'secret')).toMatchObject({ status: 'draft' });
      expect(bySlug(posts, 'waiting')).toMatchObject({ status: 'draft' });
      expect(posts.find((post) => post.title === 'A draft')).toMatchObject({ status: 'draft', published_at: null });
    });

    it('keeps categories and tags, the excerpt, and the body as Markdown', () => {
      const hello = bySlug(posts, 'hello-world');
      expect(hello.tags).toEqual(expect.arrayContaining(['News', 'Cats']));
      expect(hello.tags).not.toContain('Uncategorized');
      expect(hello.excerpt).toBe('A short welcome');
      expect(hello.content_text).toContain('**bold**');
      expect(hello.content_text).toContain('Second paragraph.');
    });

    it('imports the page as a page', async () => {
      await expectPage(app, posts, 'about', 'About');
    });

    it('makes the featured image the cover and rewrites the inline image, both served by Folio', async () => {
      const hello = bySlug(posts, 'hello-world');
      expect(hello.cover_image_url).toMatch(UPLOAD);
      expect(hello.content_text).not.toContain(oldSite.origin);
      expect(hello.content_text).toContain(hello.cover_image_url!);
      await expectImagesServed(app, hello);
      // The cover and the inline image are one file, fetched once by the dry run and once by the real one.
      expect(oldSite.requests.filter((request) => request.endsWith('/cat.jpg'))).toHaveLength(2);
    });

    it('answers 301 from the dated permalink, /?p={id}, the item link, and a page\'s link and /?page_id={id} to the page\'s /{slug}', async () => {
      const hello = { status: 301, location: '/blog/hello-world' };
      expect(await redirectOf(app, '/blog/2023/03/05/hello-world/')).toEqual(hello);
      expect(await redirectOf(app, '/blog/2023/03/hello-world/')).toEqual(hello);
      expect(await redirectOf(app, '/blog/?p=10')).toEqual(hello);
      expect(await redirectOf(app, '/blog/about/')).toEqual({ status: 301, location: '/about' });
      expect(await redirectOf(app, '/blog/?page_id=30')).toEqual({ status: 301, location: '/about' });
      expect(messages(report).filter((message) => message.includes('/blog/about'))).toEqual([]);
      // The slug keeps its letters (issue 26); the address is percent-encoded, as WordPress's was.
      expect(posts.find((post) => post.title === '日本語の記事')!.slug).toBe('日本語');
      expect(await redirectOf(app, '/blog/2023/08/09/%e6%97%a5%e6%9c%ac%e8%aa%9e/')).toEqual({ status: 301, location: '/blog/%E6%97%A5%E6%9C%AC%E8%AA%9E' });
      expect((await redirectOf(app, '/blog/?p=21')).status).not.toBe(301);
    });
  });

  describe('Substack zip', () => {
    let app: TestApp;
    let report: ImportReport;
    let posts: AdminPost[];

    beforeAll(async () => {
      app = await fresh();
      const entries = folderEntries(path.join(IMPORT_FIXTURES, 'substack')).map((entry) => ({
        ...entry,
        data: entry.name.endsWith('.html') ? entry.data.toString().replaceAll('https://substack-post-media.s3.amazonaws.com', oldSite.origin) : entry.data,
      }));
      report = await dryThenReal(app, await zipBytes(entries), 'substack.zip');
      posts = await adminPosts(app);
    });

    it('imports newsletters, pages and podcasts\' text, skipping threads, with their dates', () => {
      expect(report).toMatchObject({ status: 'completed', format: 'substack', errors: [] });
      expect(report.counts).toMatchObject({ posts: 5, pages: 1, images: 1 });
      expect(messages(report)).toEqual(expect.arrayContaining([expect.stringMatching(/thread/i)]));
      expect(bySlug(posts, 'first-issue')).toMatchObject({ title: 'First issue', status: 'published', excerpt: 'Welcome, readers', published_at: '2023-02-01T10:00:00.000Z' });
      expect(bySlug(posts, 'draft-idea')).toMatchObject({ status: 'draft', title: '-Draft idea' });
      expect(bySlug(posts, 'about')).toMatchObject({ type: 'page', tags: [] });
    });

    it('keeps a formula-like title as literal text', () => {
      const formula = posts.find((post) => post.title.startsWith('='));
      expect(formula?.title).toBe('=HYPERLINK("http://evil.example","click")');
      expect(formula?.excerpt).toBe('@SUM(1+1)');
    });

    it('brings the inline image in and answers 301 from /p/{slug}', async () => {
      const first = bySlug(posts, 'first-issue');
      expect(first.content_text).toMatch(/<img src="\/uploads\/[^"]+" alt="A chart"/);
      expect(first.content_text).not.toContain(oldSite.origin);
      await expectImagesServed(app, first);
      expect(await redirectOf(app, '/p/first-issue')).toEqual({ status: 301, location: '/blog/first-issue' });
      expect((await redirectOf(app, '/p/draft-idea')).status).not.toBe(301);
    });
  });

  describe('Markdown zip (a Hugo site)', () => {
    let app: TestApp;
    let report: ImportReport;
    let posts: AdminPost[];

    beforeAll(async () => {
      app = await fresh();
      const zip = await zipBytes([
        ...folderEntries(path.join(IMPORT_FIXTURES, 'markdown', 'hugo-site'), 'hugo-site/'),
        { name: 'hugo-site/content/posts/first-post/cover.png', data: await images.pngGraphic(400, 300) },
        { name: 'hugo-site/content/posts/first-post/diagram.png', data: await images.pngGraphic(320, 200) },
        { name: 'hugo-site/static/images/logo.png', data: await images.pngGraphic(64, 64) },
      ]);
      report = await dryThenReal(app, zip, 'site.zip');
      posts = await adminPosts(app);
    });

    it('imports the posts with their front matter', () => {
      expect(report).toMatchObject({ status: 'completed', format: 'markdown', errors: [] });
      expect(report.counts).toMatchObject({ posts: 3, pages: 0, images: 3 });
      expect(posts.map((post) => post.slug).sort()).toEqual(['astro-style', 'custom-second', 'first-post']);
      const first = bySlug(posts, 'first-post');
      expect(first).toMatchObject({ title: 'My First Post', status: 'published', published_at: '2021-04-05T08:30:00.000Z', excerpt: 'The first post, in a page bundle.', cover_image_alt: 'A blank cover' });
      expect(first.tags).toEqual(expect.arrayContaining(['hugo', 'Writing', 'Notes']));
      expect(bySlug(posts, 'custom-second')).toMatchObject({ status: 'draft', title: 'Second post' });
      expect(messages(report)).toEqual(expect.arrayContaining([expect.stringMatching(/TOML/)]));
    });

    it('takes the bundle\'s images beside the post and the static folder\'s, served by Folio', async () => {
      const first = bySlug(posts, 'first-post');
      expect(first.cover_image_url).toMatch(UPLOAD);
      expect(first.content_text).toMatch(/!\[Beside the post\]\(\/uploads\//);
      expect(first.content_text).toMatch(/!\[From static\]\(\/uploads\//);
      expect(await expectImagesServed(app, first)).toHaveLength(3);
      expect(bySlug(posts, 'astro-style').cover_image_url).toMatch(UPLOAD);
    });

    it('answers 301 from the front matter\'s aliases and the old Hugo address', async () => {
      expect(await redirectOf(app, '/old/first-post/')).toEqual({ status: 301, location: '/blog/first-post' });
      expect(await redirectOf(app, '/2021/first.html')).toEqual({ status: 301, location: '/blog/first-post' });
      expect(await redirectOf(app, '/posts/first-post/')).toEqual({ status: 301, location: '/blog/first-post' });
    });
  });
});
