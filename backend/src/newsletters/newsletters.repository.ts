import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmailPost } from './email-message.js';

export type PostEmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A delivery a run has claimed: the reader, and their unsubscribe token for the links. */
export interface ClaimedDelivery {
  subscriberId: string;
  email: string;
  attempts: number;
  unsubscribeToken: string;
}

export interface SentMessage {
  subscriberId: string;
  messageId: string;
}

export interface PostEmailReport {
  status: PostEmailStatus;
  recipients: number;
  sent: number;
  failed: number;
  suppressed: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  failures: Array<{ email: string; answer: string | null }>;
}

/** The answer recorded for a message that was in the SMTP server's hands when its sender died (see README.md). */
export const INTERRUPTED_ANSWER =
  'The sending server stopped while handing this message over: it may have been delivered, so it was not sent again';

interface PostRow {
  id: string;
  title: string;
  slug: string;
  type: EmailPost['type'];
  content_html: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
}

/**
 * Every statement of sending posts by email: post_emails (one per post) and post_email_deliveries
 * (one per post and reader). An UPDATE's RETURNING is read through a WITH and a SELECT, whose rows
 * TypeORM answers as they are (an UPDATE's own answer comes as [rows, count]).
 */
@Injectable()
export class NewslettersRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Queues the post's email, in one transaction, when the post (not a page) is live with send_email
   * and was never emailed: its row, and a delivery for every reader confirmed now. `liveSince` (for the sweep)
   * also asks that it went live after then. Answers the number of recipients, or null when nothing
   * was queued (not live, not to be emailed, or already queued: ON CONFLICT makes that once per post
   * across replicas).
   */
  queue(postId: string, now: Date, liveSince?: Date): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const queued: unknown[] = await manager.query(
        `INSERT INTO post_emails (post_id, subject, created_at)
         SELECT id, title, $2 FROM posts
         WHERE id = $1 AND type = 'post' AND status = 'published' AND send_email AND published_at <= $2 AND ($3::timestamptz IS NULL OR published_at > $3)
         ON CONFLICT (post_id) DO NOTHING RETURNING post_id`,
        [postId, now, liveSince ?? null],
      );
      if (queued.length === 0) return null;
      const [row]: Array<{ recipients: number }> = await manager.query(
        `WITH deliveries AS (
           INSERT INTO post_email_deliveries (post_id, subscriber_id, email, next_attempt_at)
           SELECT $1, id, email, $2 FROM subscribers WHERE status = 'confirmed'
           RETURNING 1
         ), counted AS (
           UPDATE post_emails SET recipients = (SELECT count(*) FROM deliveries) WHERE post_id = $1 RETURNING recipients
         )
         SELECT recipients FROM counted`,
        [postId, now],
      );
      return row!.recipients;
    });
  }

  /** Posts live with send_email since `since`, never emailed: the ones whose `live` listener a crash may have missed. */
  async unqueuedLivePosts(since: Date, now: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT p.id FROM posts p
       WHERE p.type = 'post' AND p.status = 'published' AND p.send_email AND p.published_at > $1 AND p.published_at <= $2
         AND NOT EXISTS (SELECT 1 FROM post_emails e WHERE e.post_id = p.id)`,
      [since, now],
    );
    return rows.map((row) => row.id);
  }

  /** Emails not finished: each needs its sending job. */
  async unfinished(): Promise<string[]> {
    const rows: Array<{ post_id: string }> = await this.dataSource.query(`SELECT post_id FROM post_emails WHERE status IN ('queued', 'sending')`);
    return rows.map((row) => row.post_id);
  }

  /**
   * A run's start: the email is `sending`, and what earlier runs left `sending` is settled. They are
   * over (one run per post at a time, by the job's policy): a delivery they claimed but never handed
   * to the SMTP server goes back to pending; one they had handed over is failed, never resent.
   * Answers the post to render, or null when there is nothing left to send.
   */
  async startRun(postId: string, now: Date): Promise<EmailPost | null> {
    return this.dataSource.transaction(async (manager) => {
      const started: unknown[] = await manager.query(
        `WITH started AS (
           UPDATE post_emails SET status = 'sending', started_at = coalesce(started_at, $2)
           WHERE post_id = $1 AND status IN ('queued', 'sending') RETURNING post_id
         )
         SELECT post_id FROM started`,
        [postId, now],
      );
      if (started.length === 0) return null;
      await manager.query(
        `UPDATE post_email_deliveries SET status = 'pending', claimed_by = NULL
         WHERE post_id = $1 AND status = 'sending' AND handed_at IS NULL`,
        [postId],
      );
      await manager.query(
        `UPDATE post_email_deliveries SET status = 'failed', answer = $2, claimed_by = NULL
         WHERE post_id = $1 AND status = 'sending' AND handed_at IS NOT NULL`,
        [postId, INTERRUPTED_ANSWER],
      );
      const [post]: PostRow[] = await manager.query(
        `SELECT id, title, slug, type, content_html, cover_image_url, cover_image_alt FROM posts WHERE id = $1`,
        [postId],
      );
      return post
        ? { id: post.id, title: post.title, slug: post.slug, type: post.type, contentHtml: post.content_html, coverImageUrl: post.cover_image_url, coverImageAlt: post.cover_image_alt }
        : null;
    });
  }

  /**
   * Claims up to `limit` due deliveries for run `run` (SKIP LOCKED: never one another run holds).
   * A reader no longer confirmed (unsubscribed, suppressed or deleted since the queueing) is settled
   * as `suppressed` at once and not answered.
   */
  async claim(postId: string, run: string, now: Date, limit: number): Promise<{ claimed: number; toSend: ClaimedDelivery[] }> {
    const rows: Array<{ subscriber_id: string; email: string; attempts: number; unsubscribe_token: string | null; status: string }> = await this.dataSource.query(
      `WITH claimed AS (
       UPDATE post_email_deliveries d
       SET status = CASE WHEN s.status = 'confirmed' THEN 'sending' ELSE 'suppressed' END,
           claimed_by = CASE WHEN s.status = 'confirmed' THEN $2::uuid END,
           handed_at = NULL,
           answer = CASE WHEN s.status = 'confirmed' THEN d.answer ELSE 'No longer subscribed when the post was sent' END
       FROM (
         SELECT post_id, subscriber_id FROM post_email_deliveries
         WHERE post_id = $1 AND status = 'pending' AND next_attempt_at <= $3
         ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED
       ) due
       LEFT JOIN subscribers s ON s.id = due.subscriber_id
       WHERE d.post_id = due.post_id AND d.subscriber_id = due.subscriber_id
       RETURNING d.subscriber_id, d.email, d.attempts, d.status, s.unsubscribe_token
       )
       SELECT * FROM claimed`,
      [postId, run, now, limit],
    );
    const toSend = rows
      .filter((row) => row.status === 'sending')
      .map((row) => ({ subscriberId: row.subscriber_id, email: row.email, attempts: row.attempts, unsubscribeToken: row.unsubscribe_token! }));
    return { claimed: rows.length, toSend };
  }

  /** When the email may send its next batch (the rate, across runs and replicas); null: now. */
  async nextBatchAt(postId: string): Promise<Date | null> {
    const [row]: Array<{ next_batch_at: Date | null }> = await this.dataSource.query(`SELECT next_batch_at FROM post_emails WHERE post_id = $1`, [postId]);
    return row?.next_batch_at ?? null;
  }

  async setNextBatchAt(postId: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE post_emails SET next_batch_at = $2 WHERE post_id = $1`, [postId, at]);
  }

  /**
   * One commit between two groups of messages: the previous group's accepted messages marked sent,
   * and the next group marked handed over (just before it goes to the SMTP server). Answers the next
   * group's deliveries this run still holds: only those may be sent.
   */
  advance(postId: string, run: string, sent: SentMessage[], next: string[], now: Date): Promise<Set<string>> {
    return this.dataSource.transaction(async (manager) => {
      if (sent.length > 0) {
        await manager.query(
          `UPDATE post_email_deliveries d SET status = 'sent', message_id = m.message_id, sent_at = $3, attempts = d.attempts + 1, answer = NULL, claimed_by = NULL
           FROM unnest($4::uuid[], $5::text[]) AS m(subscriber_id, message_id)
           WHERE d.post_id = $1 AND d.subscriber_id = m.subscriber_id AND d.status = 'sending' AND d.claimed_by = $2`,
          [postId, run, now, sent.map((message) => message.subscriberId), sent.map((message) => message.messageId)],
        );
      }
      if (next.length === 0) return new Set<string>();
      const rows: Array<{ subscriber_id: string }> = await manager.query(
        `WITH handed AS (
           UPDATE post_email_deliveries SET handed_at = $4
           WHERE post_id = $1 AND subscriber_id = ANY($3::uuid[]) AND status = 'sending' AND claimed_by = $2
           RETURNING subscriber_id
         )
         SELECT subscriber_id FROM handed`,
        [postId, run, next, now],
      );
      return new Set(rows.map((row) => row.subscriber_id));
    });
  }

  /** A temporary refusal: tried again at `nextAttemptAt`. */
  async markRetry(postId: string, run: string, subscriberId: string, answer: string, nextAttemptAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE post_email_deliveries SET status = 'pending', attempts = attempts + 1, answer = $4, next_attempt_at = $5, claimed_by = NULL, handed_at = NULL
       WHERE post_id = $1 AND subscriber_id = $3 AND status = 'sending' AND claimed_by = $2`,
      [postId, run, subscriberId, answer, nextAttemptAt],
    );
  }

  /** Failed for good; with `suppress` (the server's permanent refusal), the reader is left out of later sends too. */
  async markFailed(postId: string, run: string, subscriberId: string, answer: string, suppress: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const failed: unknown[] = await manager.query(
        `WITH failed AS (
           UPDATE post_email_deliveries SET status = 'failed', attempts = attempts + 1, answer = $4, claimed_by = NULL
           WHERE post_id = $1 AND subscriber_id = $3 AND status = 'sending' AND claimed_by = $2 RETURNING subscriber_id
         )
         SELECT subscriber_id FROM failed`,
        [postId, run, subscriberId, answer],
      );
      if (suppress && failed.length > 0) {
        await manager.query(`UPDATE subscribers SET status = 'suppressed', suppressed_reason = $2 WHERE id = $1 AND status = 'confirmed'`, [subscriberId, answer]);
      }
    });
  }

  /** When nothing is pending or being sent: the email is `sent`, or `failed` when deliveries failed and none was sent. */
  async finishIfDone(postId: string, now: Date): Promise<PostEmailStatus | null> {
    const rows: Array<{ status: PostEmailStatus }> = await this.dataSource.query(
      `WITH finished AS (
       UPDATE post_emails e SET finished_at = $2,
         status = CASE
           WHEN EXISTS (SELECT 1 FROM post_email_deliveries d WHERE d.post_id = e.post_id AND d.status = 'failed')
            AND NOT EXISTS (SELECT 1 FROM post_email_deliveries d WHERE d.post_id = e.post_id AND d.status = 'sent')
           THEN 'failed' ELSE 'sent' END
       WHERE e.post_id = $1 AND e.status = 'sending'
         AND NOT EXISTS (SELECT 1 FROM post_email_deliveries d WHERE d.post_id = e.post_id AND d.status IN ('pending', 'sending'))
       RETURNING e.status
       )
       SELECT status FROM finished`,
      [postId, now],
    );
    return rows[0]?.status ?? null;
  }

  async report(postId: string, failuresLimit: number): Promise<PostEmailReport | null> {
    const [email]: Array<{ status: PostEmailStatus; recipients: number; started_at: Date | null; finished_at: Date | null }> = await this.dataSource.query(
      `SELECT status, recipients, started_at, finished_at FROM post_emails WHERE post_id = $1`,
      [postId],
    );
    if (!email) return null;
    const counts: Array<{ status: string; n: number }> = await this.dataSource.query(
      `SELECT status, count(*)::int AS n FROM post_email_deliveries WHERE post_id = $1 GROUP BY status`,
      [postId],
    );
    const count = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
    const failures: Array<{ email: string; answer: string | null }> = await this.dataSource.query(
      `SELECT email, answer FROM post_email_deliveries WHERE post_id = $1 AND status = 'failed' ORDER BY email LIMIT $2`,
      [postId, failuresLimit],
    );
    return {
      status: email.status,
      recipients: email.recipients,
      sent: count('sent'),
      failed: count('failed'),
      suppressed: count('suppressed'),
      startedAt: email.started_at,
      finishedAt: email.finished_at,
      failures,
    };
  }
}
