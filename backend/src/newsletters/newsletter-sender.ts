import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { JobContext } from '../jobs/job-definition.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { MailRefused, MailTransport } from '../mail/mail-transport.js';
import { unsubscribeHeaders, unsubscribeUrl } from '../subscribers/unsubscribe-links.js';
import { nextAttemptAt, nextBatchAt } from './delivery-retries.js';
import { deliveryMessageId, type PostEmail, renderPostEmail } from './email-message.js';
import { type ClaimedDelivery, NewslettersRepository, type SentMessage } from './newsletters.repository.js';

/** Messages in the transport's hands at once, one per connection of SmtpMailTransport's pool. */
const CONCURRENCY = 3;
/** A run sends for this long at most, then leaves the rest to the next job: no try holds its job for minutes. */
const RUN_BUDGET_MS = 60_000;
const UNKNOWN_ERROR_ANSWER = 'The message could not be handed to the mail server';

export interface SendRun {
  attempted: number;
  /** The email's end (sent or failed), when this run finished it. */
  finished: string | null;
  /** When the next run should begin (more to send, held back by the rate or the run's budget); null: nothing due. */
  continueAt: Date | null;
}

/**
 * One run of a post's sending (newsletters/README.md): claims due deliveries in batches, hands
 * each to the transport with a Message-ID of its own (post, reader), and records each outcome
 * before its sender hands over another.
 */
@Injectable()
export class NewsletterSender {
  private readonly logger = new Logger('Newsletters');

  constructor(
    private readonly repository: NewslettersRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly identity: SiteIdentityService,
  ) {}

  async run(postId: string, job: Pick<JobContext, 'signal'>): Promise<SendRun> {
    const started = this.clock.now();
    const post = await this.repository.startRun(postId, started);
    if (!post) return { attempted: 0, finished: null, continueAt: null };
    const email = renderPostEmail(post, { name: (await this.identity.currentOrLatest()).title, url: this.config.siteUrl });
    const run = randomUUID();
    const { batchSize, ratePerMinute } = this.config.mail;
    let attempted = 0;
    let continueAt: Date | null = null;
    for (;;) {
      job.signal.throwIfAborted();
      const now = this.clock.now();
      const allowedAt = await this.repository.nextBatchAt(postId);
      if (allowedAt && allowedAt > now) {
        continueAt = allowedAt;
        break;
      }
      if (now.getTime() - started.getTime() > RUN_BUDGET_MS) {
        continueAt = now;
        break;
      }
      const { claimed, toSend } = await this.repository.claim(postId, run, now, batchSize);
      if (claimed === 0) break;
      if (ratePerMinute > 0) await this.repository.setNextBatchAt(postId, nextBatchAt(now, toSend.length, ratePerMinute));
      await this.sendBatch(postId, run, email, toSend, job.signal);
      attempted += toSend.length;
    }
    const finished = continueAt ? null : await this.repository.finishIfDone(postId, this.clock.now());
    if (finished) this.logger.log(`The email of post ${postId} is ${finished}`);
    return { attempted, finished, continueAt };
  }

  /**
   * CONCURRENCY senders, one per connection of the transport, each with one message at a time (so
   * that every message marked handed over is really in a server's hands): one commit records its
   * previous message as sent and marks its next one handed over, then the next one goes out.
   * Failures are recorded at once. The batch ends when every sender has stopped, so no message of
   * this run goes out after the run is over.
   */
  private async sendBatch(postId: string, run: string, email: PostEmail, deliveries: ClaimedDelivery[], signal: AbortSignal): Promise<void> {
    let next = 0;
    const sender = async () => {
      let sent: SentMessage[] = [];
      // Stopped (the server shutting down): what was sent is still recorded, so that it is not reported interrupted.
      while (next < deliveries.length && !signal.aborted) {
        const delivery = deliveries[next++]!;
        const held = await this.repository.advance(postId, run, sent, [delivery.subscriberId], this.clock.now());
        sent = [];
        if (!held.has(delivery.subscriberId)) continue;
        const outcome = await this.deliver(postId, run, email, delivery);
        if (outcome) sent = [outcome];
      }
      if (sent.length > 0) await this.repository.advance(postId, run, sent, [], this.clock.now());
    };
    const ended = await Promise.allSettled(Array.from({ length: CONCURRENCY }, sender));
    const failed = ended.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    signal.throwIfAborted();
  }

  /** The message sent, or null when it was refused (the refusal is recorded). */
  private async deliver(postId: string, run: string, email: PostEmail, delivery: ClaimedDelivery): Promise<SentMessage | null> {
    const { siteUrl, mail } = this.config;
    const unsubscribe = unsubscribeUrl(siteUrl, delivery.unsubscribeToken);
    const messageId = deliveryMessageId(postId, delivery.subscriberId, siteUrl);
    try {
      await this.transport.send({
        to: delivery.email,
        subject: email.subject,
        html: email.html(unsubscribe),
        text: email.text(unsubscribe),
        messageId,
        fromName: email.fromName,
        headers: unsubscribeHeaders(siteUrl, mail.from, delivery.unsubscribeToken),
      });
    } catch (error) {
      await this.refused(postId, run, delivery, error);
      return null;
    }
    return { subscriberId: delivery.subscriberId, messageId };
  }

  private async refused(postId: string, run: string, delivery: ClaimedDelivery, error: unknown): Promise<void> {
    if (error instanceof MailRefused && error.permanent) {
      await this.repository.markFailed(postId, run, delivery.subscriberId, error.answer, true);
      return;
    }
    // Anything but the transport's own refusal may carry what it should not (a URL with a password): it is not repeated.
    const answer = error instanceof MailRefused ? error.answer : UNKNOWN_ERROR_ANSWER;
    if (!(error instanceof MailRefused)) this.logger.warn(`Post ${postId}: a message failed to send (${(error as Error)?.name ?? 'error'}); it will be tried again`);
    const retryAt = nextAttemptAt(delivery.attempts + 1, this.clock.now());
    if (retryAt) await this.repository.markRetry(postId, run, delivery.subscriberId, answer, retryAt);
    else await this.repository.markFailed(postId, run, delivery.subscriberId, answer, false);
  }
}
