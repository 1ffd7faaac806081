import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PostEvents } from '../../src/posts/post-events.js';
import { jobsSettled } from '../support/jobs-settled.js';
import type { TestApp } from '../support/test-app.js';

/** Every table that holds what the author stored; migrations' bookkeeping is left out. */
export const STORED_TABLES = ['posts', 'tags', 'post_tags', 'images', 'site_settings', 'compression_settings', 'reconcile_runs'] as const;

export interface Snapshot {
  tables: Record<string, { rows: number; md5: string }>;
  /** `relative/path size` of every file under the data directory's uploads and private folders. */
  files: string[];
}

const SNAPSHOT_SQL = STORED_TABLES.map(
  (table) =>
    `SELECT '${table}' AS name, count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS md5 FROM ${table} t`,
).join(' UNION ALL ');

function filesUnder(root: string): string[] {
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const stats = statSync(path.join(root, name), { throwIfNoEntry: false });
      return stats?.isFile() ? `${path.basename(root)}/${name} ${stats.size}` : undefined;
    })
    .filter((line): line is string => line !== undefined)
    .sort();
}

/**
 * Row counts and an md5 of a stable dump of each table, and the stored files: cheap enough to take
 * around every fuzzed request, exact enough that any write shows.
 */
export class DataSnapshots {
  private constructor(
    private readonly client: pg.Client,
    private readonly dataDir: string,
    private readonly listeners: PostEvents,
  ) {}

  /** Snapshots of a test app in this process (its listeners tell when a save's jobs are planned). */
  static async open(folio: TestApp): Promise<DataSnapshots> {
    const client = new pg.Client({ connectionString: folio.databaseUrl });
    await client.connect();
    return new DataSnapshots(client, folio.config.dataDir, folio.app.get(PostEvents));
  }

  async take(): Promise<Snapshot> {
    const { rows } = await this.client.query<{ name: string; rows: number; md5: string }>(SNAPSHOT_SQL);
    return {
      tables: Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, md5: row.md5 }])),
      files: [...filesUnder(path.join(this.dataDir, 'uploads')), ...filesUnder(path.join(this.dataDir, 'private'))],
    };
  }

  /**
   * Waits until no social card or image variant is waiting or being made (work a successful save or
   * upload plans on the job runner, which writes files, and for variants the posts showing them).
   */
  backgroundSettled(): Promise<void> {
    return jobsSettled(this.client, ['social-card', 'social-cards-backfill', 'image-variants', 'image-variants-backfill'], 30_000, this.listeners);
  }

  /** Ids the fuzzer may aim at, so that some requests hit rows that exist. */
  async ids(table: 'posts' | 'images'): Promise<string[]> {
    const { rows } = await this.client.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT 20`);
    return rows.map((row) => row.id);
  }

  /** Storage keys of uploaded images. */
  async uploadKeys(): Promise<string[]> {
    const { rows } = await this.client.query<{ key: string }>(`SELECT storage_key AS key FROM images WHERE source = 'upload' ORDER BY id LIMIT 20`);
    return rows.map((row) => row.key);
  }

  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<pg.QueryResult<T>> {
    return this.client.query<T>(sql, values);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** What differs between two snapshots, in words; empty when nothing does. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const found: string[] = [];
  for (const table of STORED_TABLES) {
    const was = before.tables[table];
    const now = after.tables[table];
    if (was?.rows !== now?.rows) found.push(`${table}: ${was?.rows} rows before, ${now?.rows} after`);
    else if (was?.md5 !== now?.md5) found.push(`${table}: rows changed`);
  }
  const gone = before.files.filter((file) => !after.files.includes(file));
  const added = after.files.filter((file) => !before.files.includes(file));
  if (gone.length) found.push(`files removed: ${gone.join(', ')}`);
  if (added.length) found.push(`files added: ${added.join(', ')}`);
  return found;
}
