import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobsRepository } from '../jobs/jobs.repository.js';
import { MailOutcomeRepository } from '../mail/mail-outcome.repository.js';
import { BackupRunsRepository } from '../transfer/backups/backup-runs.repository.js';
import { type DeskAttentionDto, type DeskDto, type DeskFailureDto } from './desk.dto.js';
import { DeskRepository } from './desk.repository.js';

/** Failed jobs older than this are not news (the runner keeps finished jobs 7 days). */
const FAILED_JOBS_DAYS = 7;
/** Queues listed at most: there are a handful. */
const FAILING_QUEUES_SHOWN = 10;

/** The first instant of the month `now` falls in, in UTC (the zone the dashboard's dates are shown in). */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The Overview in one answer: what to write next, what goes out when, who reads, and what needs fixing. */
@Injectable()
export class DeskService {
  constructor(
    private readonly desk: DeskRepository,
    private readonly jobs: JobsRepository,
    private readonly mailOutcomes: MailOutcomeRepository,
    private readonly backupRuns: BackupRunsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(): Promise<DeskDto> {
    const now = this.clock.now();
    const [{ drafts, scheduled, published }, subscribers, newsletter, attention] = await Promise.all([
      this.desk.postLists(),
      this.desk.subscribers(monthStartUtc(now)),
      this.desk.lastNewsletter(),
      this.attention(now),
    ]);
    return { drafts, scheduled, published, subscribers, newsletter, attention };
  }

  private async attention(now: Date): Promise<DeskAttentionDto> {
    const since = new Date(now.getTime() - FAILED_JOBS_DAYS * 24 * 60 * 60 * 1000);
    const [queues, mail, backup] = await Promise.all([
      this.jobs.failingQueues(since, FAILING_QUEUES_SHOWN),
      this.mailOutcomes.read(),
      this.backupRuns.latestFinished(),
    ]);
    const mailFailing = mail.lastFailureAt && (!mail.lastSuccessAt || mail.lastFailureAt > mail.lastSuccessAt);
    const backupFailure: DeskFailureDto | null =
      backup?.state === 'failed' ? { at: (backup.completed_on ?? backup.created_on).toISOString(), error: String(backup.output?.message ?? 'Failed') } : null;
    return {
      site_url_set: this.config.siteUrlSet,
      failed_jobs: queues.map((queue) => ({
        queue: queue.queue,
        failed: queue.failed,
        last_failed_at: queue.lastFailedAt.toISOString(),
        last_error: queue.lastError,
      })),
      mail_failure: mailFailing && mail.lastFailureAt ? { at: mail.lastFailureAt.toISOString(), error: mail.lastFailure ?? 'Sending failed' } : null,
      backup_failure: backupFailure,
    };
  }
}
