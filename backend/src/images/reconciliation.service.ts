import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { PostImagesService } from './post-images.service.js';
import type { ReconcileRunEntity, ReconcileStats } from './reconcile-run.entity.js';
import type { ReconcileResultDto, ReconcileRunDto, ReconcileStatusDto } from './reconciliation.dto.js';
import { ReconciliationRepository } from './reconciliation.repository.js';

export const ALREADY_RUNNING = 'A reconciliation is already running';
/** A completed run older than this is due again. */
export const RECONCILE_EVERY_SECONDS = 7 * 24 * 3600;
/** No run takes this long: a run still "running" after it died with its server. */
export const ABANDONED_AFTER_MS = 3600 * 1000;
export const ABANDONED = 'The run did not finish: its server stopped during it';
const HISTORY = 10;

const emptyStats = (): ReconcileStats => ({ posts_processed: 0, images_found: 0, images_added: 0, images_updated: 0, images_removed: 0 });

/** PostgreSQL error messages name tables and values, never credentials; still, keep them short. */
const describe = (error: unknown) => ((error as Error)?.message ?? String(error)).slice(0, 500);

@Injectable()
export class ReconciliationService {
  private readonly logger = new Logger('Reconciliation');

  constructor(
    private readonly runs: ReconciliationRepository,
    private readonly postImages: PostImagesService,
  ) {}

  /** Scans every post, one run at a time across replicas; never deletes a file, never touches uploads. */
  async run(): Promise<ReconcileResultDto> {
    const release = await this.runs.tryLock();
    if (!release) throw new ConflictException(ALREADY_RUNNING);
    try {
      await this.runs.failAbandoned(ABANDONED);
      const run = await this.runs.start();
      const stats = emptyStats();
      try {
        await this.postImages.syncAll(stats);
      } catch (error) {
        await this.runs.finish(run.id, 'failed', stats, describe(error)).catch((failure: unknown) => {
          this.logger.warn(`Could not record the failure of run ${run.id}: ${describe(failure)}`);
        });
        throw error;
      }
      const finished = await this.runs.finish(run.id, 'completed', stats, null);
      this.logger.log(`Reconciliation ${run.id}: ${JSON.stringify(stats)}`);
      return { stats, run: this.mapRun(finished, true) };
    } finally {
      await release().catch((error: unknown) => this.logger.warn(`Could not release the reconciliation lock: ${describe(error)}`));
    }
  }

  async status(): Promise<ReconcileStatusDto> {
    const [facts, history, lockHeld] = await Promise.all([this.runs.facts(), this.runs.latest(HISTORY), this.runs.lockHeld()]);
    const last = facts.lastCompleted;
    const needsReconciliation =
      !last || last.ageSeconds > RECONCILE_EVERY_SECONDS || last.postsChangedSince || last.postsProcessed !== facts.totalPosts;
    const runs = history.map((run) => this.mapRun(run, lockHeld));
    return {
      needs_reconciliation: needsReconciliation,
      current_stats: { total_posts: facts.totalPosts, tracked_images: facts.trackedImages },
      last_reconciliation: runs[0] ?? null,
      reconciliation_history: runs,
    };
  }

  /** A run is reported as running only while a server holds the lock for it, and for an hour at most. */
  private mapRun(run: ReconcileRunEntity, lockHeld: boolean): ReconcileRunDto {
    const abandoned = run.status === 'running' && (!lockHeld || Date.now() - run.startedAt.getTime() > ABANDONED_AFTER_MS);
    return {
      id: run.id,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      status: abandoned ? 'failed' : run.status,
      stats: run.stats,
      error: abandoned ? ABANDONED : run.error,
    };
  }
}
