// jest lane: beside the parallel files
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import { findFreePort } from '../../src/database/embedded-postgres.launcher.js';
import { eventually } from '../support/eventually.js';
import { type FolioProcess, startFolioOn } from '../support/folio-process.js';
import { filesUnder, type ImportReport, type OldSite, startOldSite, wxrExport } from '../support/import-runs.js';
import { makeTempDir, removeTempDir } from '../support/temp-dir.js';
import { ADMIN_TOKEN, bearer } from '../support/test-app.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';

/** Issue 14, points 4 and 9: the server killed in the middle of an import; started again, it finishes the import once. */

const POSTS = 300;
const IMAGES = 60;

describe('an import when the server is killed half way', () => {
  let databaseUrl: string;
  let dataDir: string;
  let oldSite: OldSite;
  let db: pg.Client;
  let port: number;
  const servers: FolioProcess[] = [];

  const start = () => startFolioOn({ dataDir, databaseUrl, port, adminToken: ADMIN_TOKEN }, servers, { FETCH_ALLOWLIST: '127.0.0.1' });
  const api = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers: { ...bearer(), ...init.headers } });
  const report = async (id: string) => (await (await api(`/api/import/${id}`)).json()) as ImportReport;

  beforeAll(async () => {
    const files: Record<string, { body: Buffer; type: string }> = {};
    for (let n = 0; n < IMAGES; n++) {
      const body = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: n * 4, g: 255 - n * 4, b: (n * 37) % 256 } } })
        .jpeg()
        .toBuffer();
      files[`/images/${n}.jpg`] = { body, type: 'image/jpeg' };
    }
    oldSite = await startOldSite(files);
    databaseUrl = await createTestDatabase();
    dataDir = makeTempDir('import-crash');
    port = await findFreePort();
    db = new pg.Client({ connectionString: databaseUrl });
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await db?.end().catch(() => undefined);
    await dropTestDatabase(databaseUrl);
    removeTempDir(dataDir);
    await oldSite?.close();
  });

  it('finishes after a restart with every post exactly once', async () => {
    const paragraph = '<p>The tide came in over the flats, slowly, then all at once. <em>Gulls</em> followed the boats home.</p>';
    const wxr = wxrExport(
      oldSite.origin,
      Array.from({ length: POSTS }, (_, index) => {
        const n = index + 1;
        return {
          id: n,
          title: `Crossing number ${n}`,
          name: `crossing-${n}`,
          date: `2020-01-${String((n % 28) + 1).padStart(2, '0')} 10:00:00`,
          tags: [`tag-${n % 7}`],
          html: `${paragraph.repeat(20)}<p><img src="${oldSite.origin}/images/${n % IMAGES}.jpg" alt="Picture ${n}"></p>`,
        };
      }),
    );

    const first = await start();
    const form = new FormData();
    form.append('file', new Blob([wxr]), 'wordpress.xml');
    const started = await api('/api/import', { method: 'POST', body: form });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };

    let before: ImportReport | undefined;
    expect(await eventually(async () => (before = await report(id)).progress.done > 0, 60_000)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    // Killed in the middle: some posts are there, not all.
    expect(before!.status).toBe('running');
    await db.connect();
    const written = Number((await db.query('SELECT count(*) AS n FROM posts')).rows[0].n);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(POSTS);

    await start();
    let after: ImportReport | undefined;
    expect(await eventually(async () => ['completed', 'failed'].includes((after = await report(id)).status), 120_000)).toBe(true);
    expect(after).toMatchObject({ status: 'completed', errors: [], created: POSTS, updated: 0, skipped: 0, progress: { done: POSTS, total: POSTS } });
    expect(after!.counts.posts).toBe(POSTS);

    const posts = (await db.query('SELECT slug, content_text FROM posts ORDER BY slug')).rows as Array<{ slug: string; content_text: string }>;
    expect(posts.map((post) => post.slug).sort()).toEqual(Array.from({ length: POSTS }, (_, index) => `crossing-${index + 1}`).sort());
    for (const post of posts) expect(post.content_text).toMatch(/!\[Picture \d+\]\(\/uploads\/[^)]+\)/);
    expect(Number((await db.query('SELECT count(*) AS n FROM imported_items')).rows[0].n)).toBe(POSTS);
    expect(Number((await db.query(`SELECT count(*) AS n FROM images WHERE source = 'upload'`)).rows[0].n)).toBe(IMAGES);
    // Each post's dated permalink (year/month/day and year/month) and /?p={id}, once.
    const redirects = (await db.query(`SELECT to_target, count(*) AS n FROM redirects GROUP BY to_target`)).rows as Array<{ n: string }>;
    expect(redirects).toHaveLength(POSTS);
    expect(redirects.every((row) => Number(row.n) === 3)).toBe(true);
    const answer = await fetch(`http://127.0.0.1:${port}/2020/01/02/crossing-1/`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/blog/crossing-1');
    expect(filesUnder(dataDir, 'imports').filter((file) => !file.startsWith('incoming/'))).toEqual([]);
  });
});
