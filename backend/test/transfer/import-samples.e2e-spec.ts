import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ghostExport } from '../support/ghost-export.js';
import { adminPosts, type ImportReport, runImport } from '../support/import-runs.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 26, point 6: a clean start after moving in, the sample stories gone by themselves or by one action. */

const SAMPLE_SLUG = 'why-i-started-writing-again';
const oldBlog = Buffer.from(
  ghostExport([
    { id: 'a', title: 'From the old blog', slug: 'from-the-old-blog' },
    { id: 'b', title: 'Another old one', slug: 'another-old-one' },
    { id: 'c', title: 'My own reasons', slug: SAMPLE_SLUG },
  ]),
);
const slugs = async (app: TestApp) => (await adminPosts(app)).map((post) => post.slug).sort();
const samplesLeft = async (app: TestApp) => (await app.http().get('/api/sample-stories').set(bearer()).expect(200)).body.count as number;

describe('the first import into a site holding only the untouched sample stories', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_SAMPLE_CONTENT: 'true' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  let dry: ImportReport;

  it('says in a dry run that it would remove them, and removes nothing', async () => {
    expect(await samplesLeft(app)).toBe(8);
    dry = await runImport(app, oldBlog, 'ghost.json', { dry_run: true });
    expect(dry).toMatchObject({ status: 'completed', samples_removed: 8, created: 3 });
    // The slug a sample story has now is free once the samples are gone, as the real run will find it.
    expect(dry.posts.map((post) => post.slug).sort()).toEqual(['another-old-one', 'from-the-old-blog', SAMPLE_SLUG]);
    expect(dry.warnings).toEqual([]);
    expect(await adminPosts(app)).toHaveLength(8);
  });

  it('removes them, says so, does what the dry run said, and leaves the imported posts alone', async () => {
    const report = await runImport(app, oldBlog, 'ghost.json');
    expect(report).toMatchObject({ status: 'completed', samples_removed: 8, created: 3, warnings: [] });
    expect(report.posts.map(({ slug, title, outcome }) => ({ slug, title, outcome }))).toEqual(dry.posts.map(({ slug, title, outcome }) => ({ slug, title, outcome })));
    expect(report.counts).toEqual(dry.counts);
    expect(await slugs(app)).toEqual(['another-old-one', 'from-the-old-blog', SAMPLE_SLUG]);
    expect(await samplesLeft(app)).toBe(0);
    expect((await app.http().get(`/blog/${SAMPLE_SLUG}`).expect(200)).text).toContain('My own reasons');
  });

  it('removes nothing at the next import', async () => {
    const again = await runImport(app, Buffer.from(ghostExport([{ id: 'c', title: 'Later', slug: 'later' }])), 'ghost.json');
    expect(again).toMatchObject({ status: 'completed', samples_removed: 0, created: 1 });
    expect(await slugs(app)).toEqual(['another-old-one', 'from-the-old-blog', 'later', SAMPLE_SLUG]);
  });
});

describe('"Delete sample stories"', () => {
  let app: TestApp;
  let edited: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_SAMPLE_CONTENT: 'true' } });
    const sample = (await adminPosts(app)).find((post) => post.slug === SAMPLE_SLUG)!;
    edited = sample.id;
    await app.http().patch(`/api/posts/${sample.id}`).set(bearer()).send({ content_text: 'Mine now.' }).expect(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is for the admin only', async () => {
    await app.http().get('/api/sample-stories').expect(401);
    await app.http().delete('/api/sample-stories').expect(401);
    expect(await adminPosts(app)).toHaveLength(8);
  });

  it('counts only the samples nobody has edited, and an import leaves a site with an edited one as it is', async () => {
    expect(await samplesLeft(app)).toBe(7);
    const report = await runImport(app, oldBlog, 'ghost.json');
    expect(report).toMatchObject({ status: 'completed', samples_removed: 0, created: 3 });
    expect(report.warnings.map((warning) => warning.message)).toEqual([`The slug "${SAMPLE_SLUG}" is taken: the post gets "${SAMPLE_SLUG}-2"`]);
    expect(await adminPosts(app)).toHaveLength(11);
  });

  it('deletes the untouched samples and keeps the edited one and everything else', async () => {
    expect((await app.http().delete('/api/sample-stories').set(bearer()).expect(200)).body).toEqual({ removed: 7 });
    expect(await samplesLeft(app)).toBe(0);
    expect(await slugs(app)).toEqual(['another-old-one', 'from-the-old-blog', SAMPLE_SLUG, `${SAMPLE_SLUG}-2`]);
    expect((await adminPosts(app)).find((post) => post.id === edited)?.content_text).toBe('Mine now.');
    expect((await app.http().delete('/api/sample-stories').set(bearer()).expect(200)).body).toEqual({ removed: 0 });
  });
});
