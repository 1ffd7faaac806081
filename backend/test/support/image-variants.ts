import { expect } from '@jest/globals';
import type pg from 'pg';
import { eventually } from './eventually.js';

/**
 * Each stored image's smaller copies are made on the job runner after its upload, and stored like
 * any public file: waits until none is waiting or being made, so that a count of stored files does not race them.
 */
export async function imageVariantsMade(db: pg.Client): Promise<void> {
  const pending = async () =>
    (await db.query(`SELECT 1 FROM pgboss.job WHERE name IN ('image-variants', 'image-variants-backfill') AND state IN ('created', 'retry', 'active') LIMIT 1`)).rows.length;
  expect(await eventually(async () => (await pending()) === 0, 60_000)).toBe(true);
}
