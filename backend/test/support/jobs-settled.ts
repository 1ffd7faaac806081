import { expect } from '@jest/globals';
import type pg from 'pg';

const QUIET_LOOKS = 2;
const LOOK_EVERY_MS = 100;

/**
 * Waits until no job of these queues is waiting or running, at two looks 100 ms apart: a save tells
 * its listeners after answering, so a first empty look may come before their job is stored.
 */
export async function jobsSettled(db: pg.Client, queues: string[], withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (let quietLooks = 0; quietLooks < QUIET_LOOKS; ) {
    const { rows } = await db.query(`SELECT 1 FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') LIMIT 1`, [queues]);
    quietLooks = rows.length ? 0 : quietLooks + 1;
    expect({ queues, settled: Date.now() <= deadline }).toEqual({ queues, settled: true });
    if (quietLooks < QUIET_LOOKS) await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}
