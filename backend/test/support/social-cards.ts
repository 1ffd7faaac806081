import { expect } from '@jest/globals';
import type pg from 'pg';
import { eventually } from './eventually.js';

/**
 * Social cards are drawn on the job runner after saves, and stored like any public file: waits until
 * none is waiting or being drawn, so that a count of stored files does not race them.
 */
export async function socialCardsDrawn(db: pg.Client): Promise<void> {
  const pending = async () =>
    (await db.query(`SELECT 1 FROM pgboss.job WHERE name = 'social-card' AND state IN ('created', 'retry', 'active') LIMIT 1`)).rows.length;
  expect(await eventually(async () => (await pending()) === 0, 30_000)).toBe(true);
}

/** The stored files that are social cards (`uploads/{key}`): drawn from posts, never carried by an export. */
export async function socialCardFiles(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM social_cards');
  return rows.map((row) => `uploads/${row.storage_key}`);
}
