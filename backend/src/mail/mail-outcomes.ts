import { Logger } from '@nestjs/common';
import { MailRefused, type SendOutcomes } from './mail-transport.js';
import type { MailOutcomeRepository } from './mail-outcome.repository.js';

/** A replica writes the same outcome again at most this often: a newsletter's thousands of sends make a few writes, not thousands. */
export const OUTCOME_REWRITE_MS = 60_000;

type Outcome = 'success' | 'failure';

/** Whether the transport itself failed: a 5xx for one address (`permanent`) says the server works, and says nothing of it. */
export function outcomeOf(error: unknown): Outcome | null {
  return error instanceof MailRefused && error.permanent ? null : 'failure';
}

/**
 * Decides which outcomes to write: a change at once, the same outcome again once a minute, so that
 * another replica's failure is overwritten by this one's success within a minute.
 */
export class OutcomeThrottle {
  private last: { outcome: Outcome; at: number } | undefined;

  shouldWrite(outcome: Outcome, now: number): boolean {
    if (this.last && this.last.outcome === outcome && now - this.last.at < OUTCOME_REWRITE_MS) return false;
    this.last = { outcome, at: now };
    return true;
  }
}

/**
 * Records how the transport's sends go (mail_outcome), for the Overview's "Needs attention": the
 * Overview then never opens an SMTP connection of its own. A failure to record is logged and never
 * fails the send.
 */
export class MailOutcomes implements SendOutcomes {
  private readonly logger = new Logger('Mail');
  private readonly throttle = new OutcomeThrottle();

  constructor(
    private readonly outcomes: MailOutcomeRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async succeeded(): Promise<void> {
    const at = this.now();
    if (this.throttle.shouldWrite('success', at.getTime())) await this.record(() => this.outcomes.recordSuccess(at));
  }

  async failed(error: unknown): Promise<void> {
    const at = this.now();
    if (outcomeOf(error) !== 'failure' || !this.throttle.shouldWrite('failure', at.getTime())) return;
    const answer = error instanceof MailRefused ? error.answer : 'The message could not be sent';
    await this.record(() => this.outcomes.recordFailure(at, answer));
  }

  private async record(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.warn(`Could not record how sending mail went: ${(error as Error).message}`);
    }
  }
}
