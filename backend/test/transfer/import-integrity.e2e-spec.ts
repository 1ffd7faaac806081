import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { RenderService } from '../../src/render/render.service.js';
import { ImportItems } from '../../src/transfer/import/import-items.js';
import { eventually } from '../support/eventually.js';
import { ghostExport, type GhostRow } from '../support/ghost-export.js';
import { finishedImport, type ImportReport, importReport, runImport, sendImport } from '../support/import-runs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 26, point 8: an import is all or nothing per item, and its report is true, on Ghost exports made here. */

/** A Ghost export of the rows, the tag `Trav\0el` on the first one. */
function ghostJson(rows: readonly GhostRow[]): Buffer {
  const json = JSON.parse(ghostExport(rows));
  json.db[0].data.tags = [{ id: 'tag-1', name: 'Trav\u0000el', slug: 'travel' }];
  json.db[0].data.posts_tags = [{ id: 'pt-1', post_id: rows[0]!.id, tag_id: 'tag-1' }];
  return Buffer.from(JSON.stringify(json));
}

const posts = async (db: pg.Client) =>
  (await db.query('SELECT slug, title, content_text, excerpt, meta_title FROM posts ORDER BY slug')).rows as Array<Record<string, string | null>>;

describe('an import with items PostgreSQL cannot store or Folio cannot convert', () => {
  let app: TestApp;
  let db: pg.Client;
  let report: ImportReport;
  let converted: number[];

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    const conversions = jest.spyOn(app.app.get(RenderService), 'htmlToMarkdown');
    report = await runImport(
      app,
      ghostJson([
        { id: 'first', title: 'First light', slug: 'first-light' },
        {
          id: 'nul',
          title: 'Null\u0000 and void',
          slug: 'null-\u0000and-void',
          html: '<p>Before\u0000after, and a broken pair \uD800here.</p>',
          custom_excerpt: 'An\u0000 excerpt',
          meta: { meta_title: 'Search\uDC00 title' },
        },
        { id: 'huge', title: 'Ten megabytes', slug: 'ten-megabytes', html: `<p>${'word '.repeat(2 * 1024 * 1024)}</p>` },
        { id: 'deep', title: 'Deep down', slug: 'deep-down', html: `${'<div>'.repeat(10_000)}bottom${'</div>'.repeat(10_000)}` },
        { id: 'last', title: 'Last light', slug: 'last-light' },
      ]),
      'ghost.json',
    );
    converted = conversions.mock.calls.map(([html]) => html.length);
    conversions.mockRestore();
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  it('writes every other post once, the unstorable characters removed from each field, and says so', async () => {
    expect(report).toMatchObject({ status: 'completed', created: 3, updated: 0, skipped: 0, progress: { done: 5, total: 5 } });
    expect(report.counts).toMatchObject({ posts: 3, tags: 1 });
    expect(await posts(db)).toEqual([
      expect.objectContaining({ slug: 'first-light', title: 'First light' }),
      expect.objectContaining({ slug: 'last-light', title: 'Last light' }),
      { slug: 'null-and-void', title: 'Null and void', content_text: 'Beforeafter, and a broken pair here.', excerpt: 'An excerpt', meta_title: 'Search title' },
    ]);
    expect((await db.query('SELECT name FROM tags')).rows).toEqual([{ name: 'Travel' }]);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 'Null and void', message: '6 characters a database cannot store (U+0000 or a broken surrogate pair) removed from the item' }),
        expect.objectContaining({ item: 'First light', message: '1 character a database cannot store (U+0000 or a broken surrogate pair) removed from the item' }),
      ]),
    );
  });

  it('refuses a 10 MB body by its length before converting it, and HTML nested 10,000 deep, each with a line naming it', () => {
    expect(report.errors.map(({ item, message }) => ({ item, message }))).toEqual([
      {
        item: 'Ten megabytes',
        message: 'Not imported: its HTML is 10,485,767 characters long; Folio imports bodies of at most 1,000,000 characters (a post holds at most 200,000)',
      },
      { item: 'Deep down', message: 'Not imported: its HTML nests elements more than 500 deep' },
    ]);
    expect(converted).toHaveLength(3);
    expect(Math.max(...converted)).toBeLessThan(1_000);
  });

  it('skips every post it wrote when the same export comes again', async () => {
    const again = await runImport(app, ghostJson([{ id: 'first', title: 'First light', slug: 'first-light' }]), 'ghost.json');
    expect(again).toMatchObject({ status: 'completed', created: 0, skipped: 1, errors: [] });
    expect((await posts(db)).map((post) => post.slug)).toEqual(['first-light', 'last-light', 'null-and-void']);
  });
});

describe('an import whose job fails half way', () => {
  let app: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  it('tells what the failed try wrote, then resumes without writing anything twice', async () => {
    const items = app.app.get(ImportItems);
    const commit = items.commit.bind(items);
    let commits = 0;
    let failed = false;
    // The database goes away as the second item is written, once: the job's try fails and the runner retries it.
    const outage = jest.spyOn(items, 'commit').mockImplementation(async (plan, run) => {
      if (++commits === 2) {
        failed = true;
        throw new Error('Connection terminated unexpectedly');
      }
      return commit(plan, run);
    });
    try {
      const rows = [1, 2, 3].map((n) => ({ id: `post-${n}`, title: `Post ${n}`, slug: `post-${n}` }));
      const started = await sendImport(app, ghostJson(rows), 'ghost.json');
      expect(started.status).toBe(202);
      const id = started.body.id as string;

      expect(await eventually(() => failed, 30_000)).toBe(true);
      let between: ImportReport | undefined;
      expect(await eventually(async () => (between = await importReport(app, id)).progress.done === 1, 5_000)).toBe(true);
      expect(between).toMatchObject({ status: 'running', created: 1, progress: { done: 1, total: 3 } });
      expect(between!.posts.map((post) => post.slug)).toEqual(['post-1']);
      expect(between!.warnings.map((warning) => warning.message)).toContain(
        'This try stopped (Connection terminated unexpectedly): the next one goes on from where it stopped',
      );

      const after = await finishedImport(app, id, 60_000);
      expect(after).toMatchObject({ status: 'completed', created: 3, skipped: 0, errors: [], progress: { done: 3, total: 3 } });
      // The stopped try is history: the report is the finished import's.
      expect(after.warnings.map((warning) => warning.message)).toEqual(['1 character a database cannot store (U+0000 or a broken surrogate pair) removed from the item']);
      expect(after.posts.map((post) => [post.slug, post.outcome])).toEqual([
        ['post-1', 'created'],
        ['post-2', 'created'],
        ['post-3', 'created'],
      ]);
      expect((await posts(db)).map((post) => post.slug)).toEqual(['post-1', 'post-2', 'post-3']);
      expect(Number((await db.query('SELECT count(*) AS n FROM imported_items')).rows[0].n)).toBe(3);
    } finally {
      outage.mockRestore();
    }
  });
});
