import type pg from 'pg';
import { jobsSettled } from './jobs-settled.js';

/**
 * Each stored image's smaller copies are made on the job runner after its upload, and stored like
 * any public file: waits until none is waiting or being made, so that a count of stored files does not race them.
 */
export function imageVariantsMade(db: pg.Client): Promise<void> {
  return jobsSettled(db, ['image-variants', 'image-variants-backfill']);
}
