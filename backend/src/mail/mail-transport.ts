/** One message to one reader, ready to go: the transport adds From, Date and the DKIM signature. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID to use (`<…@host>`); left out, the transport makes one. */
  messageId?: string;
  /** Further headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** The sender's display name: the site's title in force (Settings → Site); SITE_NAME when left out. */
  fromName?: string;
}

export interface MailSent {
  messageId: string;
}

/**
 * The receiving server's refusal. `permanent` (a 5xx answer): the address is not tried again.
 * Otherwise (a 4xx answer, a connection that failed or timed out) a later attempt may succeed.
 * `answer` is what the server said, never a credential.
 */
export class MailRefused extends Error {
  constructor(
    readonly answer: string,
    readonly permanent: boolean,
  ) {
    super(answer);
  }
}

/** Told how each send went (mail-outcomes.ts keeps it for the Overview); never throws. */
export interface SendOutcomes {
  succeeded(): Promise<void>;
  failed(error: unknown): Promise<void>;
}

/** Sends one message through SMTP_URL, or writes it to DATA_DIR/outbox without one (mail.module.ts provides it). */
export abstract class MailTransport {
  private outcomes: SendOutcomes | undefined;

  /** From now on each send's outcome is told to `outcomes`. */
  reportOutcomesTo(outcomes: SendOutcomes): void {
    this.outcomes = outcomes;
  }

  async send(mail: OutgoingMail): Promise<MailSent> {
    let sent: MailSent;
    try {
      sent = await this.deliver(mail);
    } catch (error) {
      await this.outcomes?.failed(error);
      throw error;
    }
    await this.outcomes?.succeeded();
    return sent;
  }

  /** The transport's own sending: throws MailRefused when the server refuses. */
  protected abstract deliver(mail: OutgoingMail): Promise<MailSent>;
}
