import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { PostEmailReportDto } from './newsletters.dto.js';
import { NewslettersRepository } from './newsletters.repository.js';

/**
 * How long after going live a post with send_email that was never emailed is still queued by the
 * sweep (a crash between publishing and queueing, or every server down at its scheduled time).
 * Past this, sending it would surprise its readers more than missing it.
 */
export const LATE_QUEUEING_HOURS = 24;
const FAILURES_SHOWN = 100;

@Injectable()
export class NewslettersService {
  private readonly logger = new Logger('Newsletters');

  constructor(
    private readonly repository: NewslettersRepository,
    private readonly clock: Clock,
  ) {}

  /** Queues the post's email if it is due and was never queued; `onlyIfRecent`: only within LATE_QUEUEING_HOURS of going live. */
  async queue(postId: string, onlyIfRecent: boolean): Promise<boolean> {
    const now = this.clock.now();
    const recipients = await this.repository.queue(postId, now, onlyIfRecent ? this.lateQueueingSince(now) : undefined);
    if (recipients === null) return false;
    this.logger.log(`Post ${postId} is queued to be emailed to ${recipients} subscribers`);
    return true;
  }

  /** Posts a missed listener left unqueued, queued now. */
  async queueMissed(): Promise<string[]> {
    const now = this.clock.now();
    const queued: string[] = [];
    for (const postId of await this.repository.unqueuedLivePosts(this.lateQueueingSince(now), now)) {
      if (await this.queue(postId, true)) queued.push(postId);
    }
    return queued;
  }

  unfinished(): Promise<string[]> {
    return this.repository.unfinished();
  }

  async report(postId: string): Promise<PostEmailReportDto> {
    const report = await this.repository.report(postId, FAILURES_SHOWN);
    if (!report) throw new NotFoundException('This post has not been sent by email');
    return {
      status: report.status,
      recipients: report.recipients,
      sent: report.sent,
      failed: report.failed,
      suppressed: report.suppressed,
      started_at: report.startedAt?.toISOString() ?? null,
      finished_at: report.finishedAt?.toISOString() ?? null,
      failures: report.failures.map((failure) => ({ email: failure.email, answer: failure.answer ?? '' })),
    };
  }

  private lateQueueingSince(now: Date): Date {
    return new Date(now.getTime() - LATE_QUEUEING_HOURS * 3600_000);
  }
}
