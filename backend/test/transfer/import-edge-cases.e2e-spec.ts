import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as images from '../support/image-factory.js';
import { IMPORT_FIXTURES } from '../support/import-archives.js';
import {
  adminPosts,
  type AdminPost,
  filesUnder,
  type ImportReport,
  type OldSite,
  redirectOf,
  runImport,
  startOldSite,
  wxrExport,
} from '../support/import-runs.js';
import { imageVariantsMade } from '../support/image-variants.js';
import { socialCardsDrawn } from '../support/social-cards.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 14, points 2, 4 and 9: the edge cases of an import, through the server, on a WXR made here. */

const bySlug = (posts: AdminPost[], slug: string) => posts.find((post) => post.slug === slug);
const notes = (report: ImportReport) => report.warnings.map((warning) => `${warning.item ?? ''}: ${warning.message}`);
const outcomes = (report: ImportReport) => report.posts.map(({ slug, title, outcome }) => ({ slug, title, outcome }));

describe('import edge cases', () => {
  let app: TestApp;
  let db: pg.Client;
  let oldSite: OldSite;
  let file: Buffer;
  let dry: ImportReport;
  let real: ImportReport;

  /** Once the social cards of the posts saved so far are drawn and their images' smaller copies made: they are stored files too. */
  const state = async () => {
    await socialCardsDrawn(db);
    await imageVariantsMade(db);
    return {
      posts: (await db.query('SELECT id, slug, title, status, content_text, cover_image_url, published_at FROM posts ORDER BY slug')).rows,
      images: (await db.query('SELECT url FROM images ORDER BY url')).rows,
      redirects: (await db.query('SELECT from_path, to_target, status FROM redirects ORDER BY from_path')).rows,
      uploads: filesUnder(app.config.dataDir, 'uploads'),
    };
  };

  beforeAll(async () => {
    oldSite = await startOldSite({ '/ok.jpg': { body: await images.jpeg(640, 480), type: 'image/jpeg' } });
    app = await startTestApp({ env: { FETCH_ALLOWLIST: '127.0.0.1' } });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    await app.http().post('/api/posts').set(bearer()).send({ title: 'Existing post', content_text: 'Written in Folio.' }).expect(201);

    const { origin, port } = oldSite;
    file = Buffer.from(
      wxrExport(origin, [
        { id: 1, title: 'Colliding', name: 'existing-post', date: '2022-01-01 10:00:00' },
        { id: 2, title: 'First twin', name: 'twin', date: '2022-01-02 10:00:00' },
        { id: 3, title: 'Second twin', name: 'twin', date: '2022-01-03 10:00:00' },
        { id: 4, title: 'Été', name: '%c3%a9t%c3%a9', date: '2022-01-04 10:00:00', tags: ['Voyage'] },
        { id: 5, title: 'Привет мир', name: '%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82', date: '2022-01-05 10:00:00' },
        { id: 6, title: 'No date at all', name: 'no-date' },
        { id: 7, title: 'Draft without date', name: '', status: 'draft' },
        {
          id: 8,
          title: 'Pictures',
          name: 'pictures',
          date: '2022-01-08 10:00:00',
          html: [
            `<p><img src="${origin}/ok.jpg" alt="Fine"></p>`,
            `<p><img src="${origin}/gone.jpg" alt="Gone"></p>`,
            `<p><img src="http://10.0.0.1/x.jpg" alt="Private"></p>`,
            `<p><img src="http://localhost:${port}/ok.jpg" alt="Loopback by name"></p>`,
          ].join('\n'),
        },
      ]),
    );
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
    await oldSite?.close();
  });

  it('a dry run changes nothing, and says what will happen to a colliding slug', async () => {
    const before = await state();
    dry = await runImport(app, file, 'wordpress.xml', { dry_run: true });
    expect(dry).toMatchObject({ status: 'completed', dry_run: true, errors: [] });
    expect(dry.created).toBe(8);
    expect(notes(dry)).toEqual(expect.arrayContaining([expect.stringMatching(/^Colliding: The slug "existing-post" is taken: the post gets "existing-post-2"/)]));
    expect(outcomes(dry)).toEqual(expect.arrayContaining([{ slug: 'existing-post-2', title: 'Colliding', outcome: 'created' }]));
    expect(dry.posts.every((post) => post.id === null)).toBe(true);
    expect(await state()).toEqual(before);
    expect(filesUnder(app.config.dataDir, 'imports').filter((name) => !name.startsWith('incoming'))).toEqual([]);
  });

  it('the real run does what the dry run said, with the same counts', async () => {
    real = await runImport(app, file, 'wordpress.xml');
    expect(real).toMatchObject({ status: 'completed', dry_run: false, errors: [] });
    expect(real.counts).toEqual(dry.counts);
    expect({ created: real.created, updated: real.updated, skipped: real.skipped }).toEqual({ created: dry.created, updated: dry.updated, skipped: dry.skipped });
    expect(outcomes(real)).toEqual(outcomes(dry));
    expect(notes(real).sort()).toEqual(notes(dry).sort());
    expect(real.posts.every((post) => typeof post.id === 'string')).toBe(true);
  });

  it('gives a slug taken by an existing post "-2", and leaves the existing post alone', async () => {
    const posts = await adminPosts(app);
    expect(bySlug(posts, 'existing-post')).toMatchObject({ title: 'Existing post', content_text: 'Written in Folio.' });
    expect(bySlug(posts, 'existing-post-2')).toMatchObject({ title: 'Colliding', status: 'published' });
  });

  it('gives the second of two items with one slug another one, and says so', async () => {
    const posts = await adminPosts(app);
    expect(bySlug(posts, 'twin')?.title).toBe('First twin');
    expect(bySlug(posts, 'twin-2')?.title).toBe('Second twin');
    expect(notes(real)).toEqual(expect.arrayContaining([expect.stringMatching(/^Second twin: .*"twin"/)]));
    expect(await redirectOf(app, '/2022/01/03/twin/')).toEqual({ status: 301, location: '/blog/twin-2' });
  });

  it('folds accented Latin slugs, keeps those of other scripts in their letters (issue 26), and their old percent-encoded addresses still lead there', async () => {
    const posts = await adminPosts(app);
    expect(bySlug(posts, 'ete')).toMatchObject({ title: 'Été', tags: ['Voyage'] });
    const cyrillic = posts.find((post) => post.title === 'Привет мир')!;
    expect(cyrillic.slug).toBe('привет');
    expect(await redirectOf(app, '/2022/01/04/%c3%a9t%c3%a9/')).toEqual({ status: 301, location: '/blog/ete' });
    expect(await redirectOf(app, '/2022/01/04/%C3%A9t%C3%A9/')).toEqual({ status: 301, location: '/blog/ete' });
    expect(await redirectOf(app, '/2022/01/05/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82/')).toEqual({ status: 301, location: '/blog/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82' });
    expect((await app.http().get('/api/posts/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82').expect(200)).body.title).toBe('Привет мир');
  });

  it('imports items without dates: a published one gets a date, a draft none', async () => {
    const posts = await adminPosts(app);
    const undated = bySlug(posts, 'no-date')!;
    expect(undated.status).toBe('published');
    expect(Number.isNaN(Date.parse(undated.published_at!))).toBe(false);
    expect(await redirectOf(app, '/?p=6')).toEqual({ status: 301, location: '/blog/no-date' });
    const draft = posts.find((post) => post.title === 'Draft without date')!;
    expect(draft).toMatchObject({ status: 'draft', published_at: null, slug: 'draft-without-date' });
  });

  it('lists images it could not have, keeps their original addresses, and imports the rest', async () => {
    const { origin, port } = oldSite;
    const pictures = bySlug(await adminPosts(app), 'pictures')!;
    expect(pictures.content_text).toMatch(/!\[Fine\]\(\/uploads\//);
    expect(pictures.content_text).toContain(`${origin}/gone.jpg`);
    expect(pictures.content_text).toContain('http://10.0.0.1/x.jpg');
    expect(pictures.content_text).toContain(`http://localhost:${port}/ok.jpg`);
    const imageNotes = notes(real).filter((note) => note.startsWith('Pictures: The image'));
    expect(imageNotes).toHaveLength(3);
    expect(imageNotes.find((note) => note.includes('/gone.jpg'))).toMatch(/404/);
    expect(imageNotes.find((note) => note.includes('10.0.0.1'))).toMatch(/not public/);
    expect(imageNotes.find((note) => note.includes('localhost'))).toMatch(/not public/);
    expect(real.counts.images).toBe(1);
  });

  it('importing the same file again creates nothing', async () => {
    const before = await state();
    const again = await runImport(app, file, 'wordpress.xml');
    expect(again).toMatchObject({ status: 'completed', created: 0, updated: 0, skipped: 8, errors: [] });
    expect(again.counts.images).toBe(0);
    expect(again.counts.redirects).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('says which site-relative images it cannot have without the old site address, and still completes', async () => {
    const before = await state();
    const report = await runImport(app, readFileSync(path.join(IMPORT_FIXTURES, 'ghost', 'ghost-5-export.json')), 'ghost.json', { dry_run: true });
    expect(report).toMatchObject({ status: 'completed', errors: [] });
    expect(report.counts.images).toBe(0);
    expect(notes(report)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Both formats: The image \/content\/images\/2024\/01\/cover\.png could not be imported \(.*no old site address/)]),
    );
    expect(await state()).toEqual(before);
  });
});
