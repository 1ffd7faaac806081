import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/app-config.js';
import { type MailIdentity, nodemailerMessage } from './mail-message.js';
import { type MailSent, MailTransport, type OutgoingMail } from './mail-transport.js';
import { mailRefused, secretsOf } from './smtp-answers.js';

/**
 * How long a connection may take at each step. A server that takes longer is answered as a
 * temporary failure: the message is tried again later rather than holding a sender for minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 15_000 };

/** Connections kept open to the server, and messages sent through one before it is renewed. */
const POOL = { maxConnections: 3, maxMessages: 100 };

/** Mail through SMTP_URL, over a small pool of kept-open connections, DKIM-signed when configured. */
@Injectable()
export class SmtpMailTransport extends MailTransport implements OnApplicationShutdown {
  private readonly transporter: ReturnType<typeof nodemailer.createTransport>;
  private readonly secrets: string[];

  constructor(
    mail: MailConfig & { smtpUrl: string },
    private readonly identity: MailIdentity,
  ) {
    super();
    this.secrets = secretsOf(mail.smtpUrl);
    this.transporter = nodemailer.createTransport({ url: mail.smtpUrl, pool: true, ...POOL, ...SMTP_TIMEOUTS, dkim: mail.dkim, logger: false });
  }

  protected async deliver(mail: OutgoingMail): Promise<MailSent> {
    const message = nodemailerMessage(mail, this.identity);
    try {
      await this.transporter.sendMail(message);
    } catch (error) {
      throw mailRefused(error, this.secrets);
    }
    return { messageId: message.messageId };
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
