import { Logger } from '@nestjs/common';
import { MailRefused, type MailTransport } from './mail-transport.js';
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
 * Makes the transport record how its sends go (mail_outcome), for the Overview's "Needs attention".
 * The instance's own `send` is wrapped rather than the transport put in another object, so that it
 * keeps its class (MailService tells the outbox by it) and its shutdown hook (which closes SMTP's pool).
 * A failure to record is logged and never fails the send.
 */
export function recordOutcomes<T extends MailTransport>(transport: T, outcomes: MailOutcomeRepository, now: () => Date = () => new Date()): T {
  const logger = new Logger('Mail');
  const throttle = new OutcomeThrottle();
  const send = transport.send.bind(transport);
  const record = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      logger.warn(`Could not record how sending mail went: ${(error as Error).message}`);
    }
  };
  transport.send = async (mail) => {
    try {
      const sent = await send(mail);
      const at = now();
      if (throttle.shouldWrite('success', at.getTime())) await record(() => outcomes.recordSuccess(at));
      return sent;
    } catch (error) {
      const at = now();
      if (outcomeOf(error) === 'failure' && throttle.shouldWrite('failure', at.getTime())) {
        const answer = error instanceof MailRefused ? error.answer : 'The message could not be sent';
        await record(() => outcomes.recordFailure(at, answer));
      }
      throw error;
    }
  };
  return transport;
}
