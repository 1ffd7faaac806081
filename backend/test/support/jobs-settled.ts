import { expect } from '@jest/globals';
import type pg from 'pg';

const QUIET_LOOKS = 2;
const LOOK_EVERY_MS = 100;
const POLL_MS = 10;

/**
 * Waits until no job of these queues is waiting or running. A save tells its listeners after
 * answering, so a first empty look may come before their job is stored. Given the listeners of an
 * app in this process (its PostEvents), one empty look is enough when no listener ran or was told
 * anything around it; without them, two empty looks 100 ms apart.
 */
export async function jobsSettled(db: pg.Client, queues: string[], withinMs = 60_000, listeners?: { settled(): Promise<number> }): Promise<void> {
  const deadline = Date.now() + withinMs;
  const quietLooksNeeded = listeners ? 1 : QUIET_LOOKS;
  for (let quietLooks = 0; quietLooks < quietLooksNeeded; ) {
    const told = await listeners?.settled();
    const { rows } = await db.query(`SELECT 1 FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') LIMIT 1`, [queues]);
    const quiet = rows.length === 0 && told === (await listeners?.settled());
    quietLooks = quiet ? quietLooks + 1 : 0;
    expect({ queues, settled: Date.now() <= deadline }).toEqual({ queues, settled: true });
    if (quietLooks < quietLooksNeeded) await new Promise((resolve) => setTimeout(resolve, listeners ? POLL_MS : LOOK_EVERY_MS));
  }
}
