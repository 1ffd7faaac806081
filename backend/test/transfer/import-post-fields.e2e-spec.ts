import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PostEvents } from '../../src/posts/post-events.js';
import { ScheduledPublisher } from '../../src/posts/schedule/scheduled-publisher.jobs.js';
import * as images from '../support/image-factory.js';
import { getFile } from '../support/files.js';
import { temporaryFrontendBuild } from '../support/frontend-build.js';
import { ghostExport } from '../support/ghost-export.js';
import { adminPosts, type AdminPost, type ImportReport, type OldSite, redirectOf, runImport, startOldSite } from '../support/import-runs.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** What posts gained (type, the scheduled status, the search and social fields), brought in by an import of a Ghost export made here. */

const messages = (report: ImportReport) => report.warnings.map((warning) => `${warning.item ?? ''}: ${warning.message}`);
const outline = (report: ImportReport) => ({
  counts: report.counts,
  created: report.created,
  warnings: messages(report).sort(),
  errors: report.errors,
  posts: report.posts.map(({ slug, title, outcome }) => ({ slug, title, outcome })),
});
const bySlug = (posts: AdminPost[], slug: string) => {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug} among ${posts.map((p) => p.slug).join(', ')}`);
  return post;
};

describe('an import of pages, scheduled posts and search and social fields', () => {
  const spa = temporaryFrontendBuild();
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const tooLongTitle = 'T'.repeat(301);
  const saved: string[] = [];
  const live: string[] = [];
  let oldSite: OldSite;
  let app: TestApp;
  let dry: ImportReport;
  let report: ImportReport;
  let posts: AdminPost[];
  let scheduled: jest.SpiedFunction<ScheduledPublisher['scheduled']>;
  let toldOfDryRun: number;

  beforeAll(async () => {
    oldSite = await startOldSite({ '/content/images/share.png': { body: await images.pngGraphic(1200, 630), type: 'image/png' } });
    app = await startTestApp({ env: { FETCH_ALLOWLIST: '127.0.0.1', FRONTEND_DIST: spa.dir } });
    await app.http().post('/api/posts').set(bearer()).send({ title: 'Colophon', content_text: 'Set in Folio.' }).expect(201);
    const events = app.app.get(PostEvents);
    events.on('saved', (post) => void saved.push(post.slug));
    events.on('live', (post) => void live.push(post.slug));
    scheduled = jest.spyOn(app.app.get(ScheduledPublisher), 'scheduled');

    const file = Buffer.from(
      ghostExport([
        { id: 'about', title: 'About me', slug: 'about', type: 'page', html: '<p>Who writes here</p>' },
        { id: 'colophon', title: 'Colophon page', slug: 'colophon', type: 'page' },
        { id: 'rules', title: 'House rules', slug: 'blog', type: 'page' },
        { id: 'next', title: 'Next week', slug: 'next-week', status: 'scheduled', published_at: nextWeek },
        { id: 'missed', title: 'Missed', slug: 'missed', status: 'scheduled', published_at: '2024-02-01T09:00:00.000Z' },
        {
          id: 'described',
          title: 'Well described',
          slug: 'well-described',
          canonical_url: 'https://first.example.com/well-described/',
          meta: { meta_title: 'Described, for search', meta_description: 'What search engines show', og_image: '__GHOST_URL__/content/images/share.png' },
        },
        { id: 'older', title: 'Older export', slug: 'older-export', meta_title: 'From an older Ghost', meta_description: 'Kept on the post itself' },
        {
          id: 'bad',
          title: 'Badly described',
          slug: 'badly-described',
          canonical_url: 'javascript:alert(1)',
          meta: { meta_title: tooLongTitle, meta_description: 'Still fine', og_image: 'data:image/png;base64,iVBORw0KGgo=' },
        },
      ]),
    );
    dry = await runImport(app, file, 'ghost.json', { source_url: oldSite.origin, dry_run: true });
    toldOfDryRun = saved.length + live.length + scheduled.mock.calls.length;
    report = await runImport(app, file, 'ghost.json', { source_url: oldSite.origin });
    posts = await adminPosts(app);
  });

  afterAll(async () => {
    scheduled?.mockRestore();
    await app?.close();
    await oldSite?.close();
    spa.remove();
  });

  it('creates every page and post, says what it could not keep, and the dry run said the same', () => {
    expect(report).toMatchObject({ status: 'completed', errors: [] });
    expect(report.counts).toMatchObject({ posts: 5, pages: 3, images: 1 });
    expect(report.created).toBe(8);
    expect(messages(report)).toEqual(
      expect.arrayContaining([
        'House rules: The slug "blog" is an address the site uses: the page gets "blog-2"',
        'Colophon page: The slug "colophon" is taken: the page gets "colophon-2"',
        'Missed: Scheduled on the old site: imported as a draft (schedule it again in Folio)',
        'Badly described: The meta title is longer than 300 characters, the most Folio takes: it was left out',
        'Badly described: The canonical URL javascript:alert(1) is not an address Folio can use: it was left out',
        'Badly described: The share image data:image/png;base64,iVBORw0KGgo= is not an address Folio can use: it was left out',
      ]),
    );
    expect(messages(report).filter((message) => /tagged|Next week: /.test(message))).toEqual([]);
    expect(outline(dry)).toEqual(outline(report));
  });

  it('makes pages pages: read at /{slug}, out of the public list, their old addresses led to /{slug}', async () => {
    for (const [slug, title] of [['about', 'About me'], ['colophon-2', 'Colophon page'], ['blog-2', 'House rules']]) {
      expect(bySlug(posts, slug!)).toMatchObject({ type: 'page', status: 'published', tags: [] });
      expect((await app.http().get(`/${slug}`).expect(200)).text).toContain(title);
    }
    const listed = (await app.http().get('/api/posts?limit=100').expect(200)).body.items.map((post: AdminPost) => post.slug);
    expect(listed).toEqual(expect.arrayContaining(['well-described', 'older-export', 'colophon']));
    expect(listed.filter((slug: string) => ['about', 'colophon-2', 'blog-2'].includes(slug))).toEqual([]);
    expect(await redirectOf(app, '/colophon/')).toEqual({ status: 301, location: '/colophon-2' });
    expect((await redirectOf(app, '/about/')).location).toBeUndefined();
    // The post that had the slug first is still read where it was.
    expect((await app.http().get('/blog/colophon').expect(200)).text).toContain('Set in Folio.');
  });

  it('keeps a post scheduled while its time is ahead, handed to the scheduler, and makes a draft of one whose time passed', async () => {
    const next = bySlug(posts, 'next-week');
    expect(next).toMatchObject({ type: 'post', status: 'scheduled', published_at: nextWeek });
    await app.http().get('/api/posts/next-week').expect(404);
    expect(scheduled.mock.calls.map(([post]) => [post.id, post.publishedAt?.toISOString()])).toEqual([[next.id, nextWeek]]);
    expect(bySlug(posts, 'missed')).toMatchObject({ status: 'draft' });
  });

  it('brings the search and social fields, from posts_meta or (older exports) the post, the share image like a cover', async () => {
    const described = bySlug(posts, 'well-described');
    expect(described).toMatchObject({
      meta_title: 'Described, for search',
      meta_description: 'What search engines show',
      canonical_url: 'https://first.example.com/well-described/',
      noindex: false,
    });
    expect(described.og_image_url).toMatch(/^\/uploads\/[^/]+$/);
    expect((await getFile(app, described.og_image_url!)).status).toBe(200);
    expect(oldSite.requests).toContain('/content/images/share.png');
    expect((await app.http().get('/blog/well-described').expect(200)).text).toContain('<link rel="canonical" href="https://first.example.com/well-described/"');
    expect(bySlug(posts, 'older-export')).toMatchObject({ meta_title: 'From an older Ghost', meta_description: 'Kept on the post itself' });
    expect(bySlug(posts, 'badly-described')).toMatchObject({ meta_title: null, meta_description: 'Still fine', canonical_url: null, og_image_url: null });
    expect(bySlug(posts, 'about')).toMatchObject({ meta_title: null, meta_description: null, canonical_url: null, noindex: false, og_image_url: null });
  });

  it('tells listeners of each save, but of nothing going live (it was live on the old site); a dry run tells no one', () => {
    expect(toldOfDryRun).toBe(0);
    const all = ['about', 'colophon-2', 'blog-2', 'next-week', 'missed', 'well-described', 'older-export', 'badly-described'];
    expect([...saved].sort()).toEqual([...all].sort());
    expect(live).toEqual([]);
  });
});
