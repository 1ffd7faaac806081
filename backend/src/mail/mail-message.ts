import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './mail-transport.js';

/** What every message gets from the site: its sender (the site's name, MAIL_FROM), a Date and a Message-ID. */
export interface MailIdentity {
  siteName: string;
  from: string;
  /** The host Message-IDs are made at: SITE_URL's. */
  host: string;
}

export function newMessageId(host: string): string {
  return `<${randomUUID()}@${host}>`;
}

/** The message as nodemailer builds it: multipart/alternative (text, then HTML), UTF-8. */
export function nodemailerMessage(mail: OutgoingMail, identity: MailIdentity): SendMailOptions & { messageId: string } {
  return {
    from: { name: identity.siteName, address: identity.from },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId ?? newMessageId(identity.host),
    date: new Date(),
    headers: mail.headers,
  };
}
