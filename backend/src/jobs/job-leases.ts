import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { isLockFree, lockSession } from '../database/advisory-lock.js';

/** The first key of the two-key advisory locks that mark a running job ("Fol"). */
export const LEASE_NAMESPACE = 0x466f6c;
/** A job fetched but not yet leased is seen free once; only a job free twice this far apart is reaped. */
const RECHECK_MS = 2_000;

/** The second key of a job's lease lock. */
export function leaseKey(jobId: string): number {
  let hash = 0;
  for (const char of jobId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export type ReleaseLease = () => Promise<void>;

/**
 * A running job holds a session advisory lock on a connection of its own for as long as it runs.
 * When the process dies, PostgreSQL closes the session and the lock goes with it: a job still
 * marked active whose lock is free has lost its runner, whatever its expiry says.
 */
export class JobLeases {
  constructor(private readonly databaseUrl: string) {}

  /** Holds the lease named `jobId` (a job's id, or another name) until released or until this process dies. */
  async take(jobId: string, onLost: () => void = () => undefined): Promise<ReleaseLease> {
    const client = await this.connect();
    try {
      await lockSession(client, [LEASE_NAMESPACE, leaseKey(jobId)]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    let released = false;
    // A broken session has let the lock go: whoever holds the lease must know it no longer does.
    client.on('error', () => released || onLost());
    client.on('end', () => released || onLost());
    // Ending the session lets the lock go: there is no need to unlock first.
    return () => {
      released = true;
      return client.end().catch(() => undefined);
    };
  }

  /** Runs `work` while holding the lease named `name`, waiting for any other holder. */
  async exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
    const release = await this.take(name);
    try {
      return await work();
    } finally {
      await release();
    }
  }

  /** Of these active jobs, those no live process holds (checked twice, RECHECK_MS apart); none once `signal` aborts. */
  async orphans<T extends { id: string; startedOn: string }>(
    active: T[],
    stillActive: (job: T) => Promise<boolean>,
    signal: AbortSignal,
  ): Promise<T[]> {
    if (active.length === 0 || signal.aborted) return [];
    const client = await this.connect();
    try {
      const free = await this.unheld(client, active);
      if (free.length === 0) return [];
      const waited = await sleep(RECHECK_MS, undefined, { signal }).then(() => true, () => false);
      if (!waited) return [];
      const again = await this.unheld(client, free);
      const orphaned: T[] = [];
      for (const job of again) if (await stillActive(job)) orphaned.push(job);
      return orphaned;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async unheld<T extends { id: string }>(client: pg.Client, jobs: T[]): Promise<T[]> {
    const free: T[] = [];
    for (const job of jobs) {
      if (await isLockFree(client, [LEASE_NAMESPACE, leaseKey(job.id)])) free.push(job);
    }
    return free;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    // A broken session is noticed by the next query; an 'error' event without a listener would end the process.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }
}
