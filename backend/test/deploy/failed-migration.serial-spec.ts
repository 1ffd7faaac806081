// jest lane: beside the parallel files
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ImageOriginals1763770200000 } from '../../src/database/migrations/1763770200000-image-originals.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { randomToken, runToFailure, startProductionProcess } from './production-process.js';

/** Everything an upgrade could touch: columns, indexes, views, the migrations done, the rows kept. */
async function snapshot(databaseUrl: string) {
  const db = new DataSource({ type: 'postgres', url: databaseUrl });
  await db.initialize();
  try {
    return {
      columns: await db.query(
        `SELECT table_name, column_name, data_type, generation_expression FROM information_schema.columns
         WHERE table_schema = 'public' ORDER BY table_name, column_name`,
      ),
      indexes: await db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
      views: await db.query(`SELECT viewname FROM pg_views WHERE schemaname = 'public' ORDER BY viewname`),
      migrations: (await db.query(`SELECT name FROM migrations ORDER BY id`)).map((row: { name: string }) => row.name),
      posts: await db.query(`SELECT slug, title FROM posts ORDER BY slug`),
    };
  } finally {
    await db.destroy();
  }
}

async function onDatabase(databaseUrl: string, sql: string): Promise<void> {
  const db = new DataSource({ type: 'postgres', url: databaseUrl });
  await db.initialize();
  try {
    await db.query(sql);
  } finally {
    await db.destroy();
  }
}

/**
 * An upgrade whose migration fails half-way, run through the production start command: the start
 * stops with one clear line and the database is exactly as the older version left it, because every
 * pending migration runs in one transaction (runMigrations: `transaction: 'all'`).
 */
describe('an upgrade whose migration fails', () => {
  // The database of an older Folio: every migration before ImageOriginals.
  const older = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ImageOriginals1763770200000));
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const db = new DataSource({ type: 'postgres', url: databaseUrl, migrations: older });
    await db.initialize();
    try {
      await db.runMigrations({ transaction: 'all' });
      await db.query(
        `INSERT INTO posts (title, slug, content_text, content_html, excerpt, reading_time_minutes, published_at)
         VALUES ('Kept', 'kept', 'Still here.', '<p>Still here.</p>', 'Still here.', 1, now())`,
      );
      // Something an operator added: it makes SearchWords (dropping posts.search_vector) fail after
      // ImageOriginals has already run in the same start.
      await db.query(`CREATE VIEW post_words AS SELECT slug, search_vector FROM posts`);
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('stops the start with a clear message and changes nothing; once the cause is gone the next start migrates', async () => {
    const before = await snapshot(databaseUrl);
    expect(before.migrations).toHaveLength(older.length);
    const env = { DATABASE_URL: databaseUrl, ADMIN_TOKEN: randomToken(), SEED_SAMPLE_CONTENT: 'false' };

    const failed = await runToFailure(env);
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/Folio could not start: Database migration failed, nothing was changed: cannot drop column search_vector of table posts because other objects depend on it/);
    expect(await snapshot(databaseUrl)).toEqual(before);

    await onDatabase(databaseUrl, 'DROP VIEW post_words');
    const folio = await startProductionProcess(env);
    try {
      const after = await snapshot(databaseUrl);
      expect(after.migrations).toEqual(MIGRATIONS.map((migration) => new migration().name));
      expect(after.posts).toEqual(before.posts);
      const kept = await fetch(`${folio.baseUrl}/api/posts/kept`);
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { title: string }).title).toBe('Kept');
    } finally {
      await folio.dispose();
    }
  });
});
