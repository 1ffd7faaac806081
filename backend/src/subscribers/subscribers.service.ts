import { Inject, Injectable, Logger } from '@nestjs/common';
import { throttleKey } from '../admin/auth-throttle.service.js';
import { Clock } from '../common/clock.js';
import { AttemptsPerWindow } from '../common/throttle/attempts-per-window.js';
import { isUrlTokenShaped, newUrlToken, urlTokenHash } from '../common/tokens/url-token.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { UNEVENTFUL } from '../jobs/job-definition.js';
import { JobRunner } from '../jobs/job-runner.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { MailRefused, MailTransport } from '../mail/mail-transport.js';
import { CONFIRM_LINK_HOURS, confirmationMail } from './confirmation-mail.js';
import { checkEmail } from './subscriber-email.js';
import { SubscribersRepository, type TokenHolder } from './subscribers.repository.js';

export const CHECK_YOUR_INBOX = 'Check your inbox: we sent a link to confirm your subscription.';
export const CONFIRMATION_QUEUE = 'subscriber-confirmation';
export const SUBSCRIBE_QUEUE = 'subscriber-request';

/** Subscribe requests per client address (an IPv4 address, an IPv6 /64) in each window. */
const SUBSCRIBES_PER_WINDOW = 10;
const SUBSCRIBE_WINDOW_MS = 15 * 60_000;
/** A pending address gets a new link at most this often, however often it is typed in. */
const CONFIRMATION_GAP_MS = 5 * 60_000;

export type SubscribeOutcome = { kind: 'accepted' } | { kind: 'invalid'; problem: string } | { kind: 'throttled'; retryAfterSeconds: number };
export type ConfirmOutcome = { kind: 'confirmed'; email: string } | { kind: 'expired' } | { kind: 'unknown' };

export interface ConfirmationJob {
  subscriberId: string;
}

/** A valid address as a reader typed it in, normalised: what the request itself leaves for later. */
export interface SubscribeJob {
  email: string;
}

/**
 * Readers' own steps: subscribe (double opt-in: a link by email, sent by a job), confirm, and
 * unsubscribe by the token every email carries. Every subscribe answers alike, whether the address
 * is new, waiting, subscribed or gone: the form says nothing about who reads the site.
 */
@Injectable()
export class SubscribersService {
  private readonly logger = new Logger('Subscribers');
  private readonly attempts = new AttemptsPerWindow(SUBSCRIBES_PER_WINDOW, SUBSCRIBE_WINDOW_MS);

  constructor(
    private readonly repository: SubscribersRepository,
    private readonly transport: MailTransport,
    private readonly jobs: JobRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly identity: SiteIdentityService,
  ) {}

  /**
   * Checks the address and the client's budget, then queues one job whatever the address: the
   * request does the same work, and so takes the same time, for a new reader and a known one. The
   * job (`takeRequest`) decides what the address gets.
   */
  async subscribe(typed: unknown, clientIp: string | undefined): Promise<SubscribeOutcome> {
    const checked = checkEmail(typed);
    if ('problem' in checked) return { kind: 'invalid', problem: checked.problem };
    const retryAfterSeconds = this.attempts.take(throttleKey(clientIp));
    if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds };
    await this.jobs.send(SUBSCRIBE_QUEUE, { email: checked.email } satisfies SubscribeJob);
    return { kind: 'accepted' };
  }

  /**
   * The job behind a subscribe: a new or pending address gets a link (at most one per
   * CONFIRMATION_GAP_MS), an unsubscribed one becomes pending and gets one. A confirmed address gets
   * nothing (it is subscribed already, and the form must not let anyone fill a reader's inbox), nor
   * does a suppressed one (its mail server refused it for good; the author may delete it to let it
   * subscribe afresh). Its output never names the address.
   */
  async takeRequest(email: string): Promise<unknown> {
    const id = await this.repository.requestConfirmation(email, newUrlToken(), this.clock.now(), CONFIRMATION_GAP_MS);
    if (!id) return { [UNEVENTFUL]: true };
    try {
      await this.jobs.send(CONFIRMATION_QUEUE, { subscriberId: id } satisfies ConfirmationJob);
    } catch (error) {
      await this.repository.forgetConfirmationSent(id).catch(() => undefined);
      throw error;
    }
    return { confirmationQueued: true };
  }

  /** Uses up a confirmation link: the reader is subscribed. */
  async confirm(token: string): Promise<ConfirmOutcome> {
    if (!isUrlTokenShaped(token)) return { kind: 'unknown' };
    const result = await this.repository.confirm(urlTokenHash(token), this.clock.now());
    return typeof result === 'string' ? { kind: result } : { kind: 'confirmed', email: result.email };
  }

  holderOf(token: string): Promise<TokenHolder | undefined> {
    return isUrlTokenShaped(token) ? this.repository.holderOf(token) : Promise.resolve(undefined);
  }

  /** Unsubscribes the token's holder; the same answer however often it is done. Undefined for an unknown token. */
  unsubscribe(token: string): Promise<TokenHolder | undefined> {
    return isUrlTokenShaped(token) ? this.repository.unsubscribe(token, this.clock.now()) : Promise.resolve(undefined);
  }

  /**
   * The job: a fresh link (only its hash is stored, so a link exists nowhere but in the email),
   * sent. A temporary refusal is tried again; a permanent one is logged and the reader may ask again.
   */
  async sendConfirmation(subscriberId: string): Promise<unknown> {
    const token = newUrlToken();
    const expiresAt = new Date(this.clock.now().getTime() + CONFIRM_LINK_HOURS * 3600_000);
    const reader = await this.repository.setConfirmToken(subscriberId, urlTokenHash(token), expiresAt);
    if (!reader) return { skipped: 'no longer pending' };
    try {
      const { title } = await this.identity.currentOrLatest();
      await this.transport.send(confirmationMail(title, this.config.siteUrl, reader.email, token));
    } catch (error) {
      if (!(error instanceof MailRefused) || !error.permanent) throw error;
      this.logger.warn(`A confirmation email was refused for good: ${error.answer}`);
      await this.repository.forgetConfirmationSent(subscriberId);
      return { refused: error.answer };
    }
    return { sent: true };
  }
}
