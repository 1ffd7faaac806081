import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isLockHeld, type ReleaseLock, tryAdvisoryLock } from '../database/advisory-lock.js';
import { ReconcileRunEntity, type ReconcileStats, type ReconcileStatus } from './reconcile-run.entity.js';

/** Held (on one connection) for a whole reconciliation, so that one runs at a time across replicas. */
export const RECONCILE_LOCK_KEY = 0x466f6c72;

/** What the status needs to know about the library and the posts since the last completed run. */
export interface LibraryFacts {
  totalPosts: number;
  trackedImages: number;
  lastCompleted: {
    ageSeconds: number;
    postsChangedSince: boolean;
    postsProcessed: number | null;
  } | null;
}

@Injectable()
export class ReconciliationRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get runs() {
    return this.dataSource.getRepository(ReconcileRunEntity);
  }

  /** Null when another session (this replica or another) holds the lock. */
  tryLock(): Promise<ReleaseLock | null> {
    return tryAdvisoryLock(this.dataSource, RECONCILE_LOCK_KEY);
  }

  /**
   * Whether a session (of any replica) holds the lock now. A run's server that died took its
   * session, and so the lock, with it: a row still "running" while nobody holds it is abandoned.
   */
  async lockHeld(): Promise<boolean> {
    return isLockHeld(this.dataSource, RECONCILE_LOCK_KEY);
  }

  /** Called holding the lock: no run is alive, so a running row is one whose server stopped. */
  async failAbandoned(error: string): Promise<void> {
    await this.runs.update({ status: 'running' }, { status: 'failed', error, finishedAt: () => 'now()' });
  }

  async start(): Promise<ReconcileRunEntity> {
    const [row]: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO reconcile_runs (status, stats) VALUES ('running', NULL) RETURNING id`,
    );
    return (await this.runs.findOneBy({ id: row!.id }))!;
  }

  async finish(id: string, status: Exclude<ReconcileStatus, 'running'>, stats: ReconcileStats, error: string | null): Promise<ReconcileRunEntity> {
    await this.runs.update({ id }, { status, stats, error, finishedAt: () => 'now()' });
    return (await this.runs.findOneBy({ id }))!;
  }

  latest(count: number): Promise<ReconcileRunEntity[]> {
    return this.runs.find({ order: { startedAt: 'DESC', id: 'DESC' }, take: count });
  }

  /** Times compared in PostgreSQL, at its microsecond precision and on its clock. */
  async facts(): Promise<LibraryFacts> {
    const [counts]: Array<{ total_posts: number; tracked_images: number }> = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM posts)::int AS total_posts, (SELECT count(*) FROM images)::int AS tracked_images`,
    );
    const [last]: Array<{ age_seconds: number; posts_changed_since: boolean; posts_processed: number | null }> = await this.dataSource.query(
      `SELECT extract(epoch FROM now() - r.started_at)::float8 AS age_seconds,
              EXISTS (SELECT 1 FROM posts p WHERE p.updated_at >= r.started_at) AS posts_changed_since,
              (r.stats ->> 'posts_processed')::int AS posts_processed
       FROM reconcile_runs r WHERE r.status = 'completed'
       ORDER BY r.started_at DESC, r.id DESC LIMIT 1`,
    );
    return {
      totalPosts: counts!.total_posts,
      trackedImages: counts!.tracked_images,
      lastCompleted: last
        ? { ageSeconds: last.age_seconds, postsChangedSince: last.posts_changed_since, postsProcessed: last.posts_processed }
        : null,
    };
  }
}
