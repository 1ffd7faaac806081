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

/**
 * A display name safe in a From header: no line breaks or other control characters (no header can
 * be added through it), at most 100 characters. Nodemailer quotes it, or encodes it (RFC 2047) when
 * it is not plain ASCII.
 */
export function senderName(name: string): string {
  return Array.from(name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()).slice(0, 100).join('');
}

/** The message as nodemailer builds it: multipart/alternative (text, then HTML), UTF-8. */
export function nodemailerMessage(mail: OutgoingMail, identity: MailIdentity): SendMailOptions & { messageId: string } {
  return {
    from: { name: senderName(mail.fromName ?? identity.siteName), address: identity.from },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId ?? newMessageId(identity.host),
    date: new Date(),
    headers: mail.headers,
  };
}
