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

/** Sends one message through SMTP_URL, or writes it to DATA_DIR/outbox without one (mail.module.ts provides it). */
export abstract class MailTransport {
  abstract send(mail: OutgoingMail): Promise<MailSent>;
}
