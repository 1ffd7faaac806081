import type pg from 'pg';
import { jobsSettled } from './jobs-settled.js';

/**
 * Social cards are drawn on the job runner after saves (and after a change of the site's identity,
 * through the backfill), and stored like any public file: waits until none is waiting or being
 * drawn, so that a count of stored files does not race them.
 */
export function socialCardsDrawn(db: pg.Client): Promise<void> {
  return jobsSettled(db, ['social-card', 'social-cards-backfill']);
}

/** The stored files that are social cards (`uploads/{key}`): drawn from posts, never carried by an export. */
export async function socialCardFiles(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM social_cards');
  return rows.map((row) => `uploads/${row.storage_key}`);
}
