import { Injectable } from '@nestjs/common';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/app-config.js';
import { type MailIdentity, nodemailerMessage } from './mail-message.js';
import { MailRefused, type MailSent, MailTransport, type OutgoingMail } from './mail-transport.js';

/**
 * Without SMTP_URL: each message is written to DATA_DIR/outbox as `<time>-<id>.eml`, the bytes an
 * SMTP server would have received (DKIM-signed too when configured), for a developer to open.
 * Written beside and renamed into place, so a reader never sees half a file.
 */
@Injectable()
export class OutboxMailTransport extends MailTransport {
  private readonly builder: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    mail: MailConfig,
    private readonly identity: MailIdentity,
    readonly dir: string,
  ) {
    super();
    this.builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows', dkim: mail.dkim, logger: false });
  }

  protected async deliver(mail: OutgoingMail): Promise<MailSent> {
    const message = nodemailerMessage(mail, this.identity);
    const built = await this.builder.sendMail(message);
    const id = message.messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9-]/g, '');
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    const file = path.join(this.dir, name);
    const partial = path.join(this.dir, `.${name}.part`);
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(partial, built.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      // A full or read-only disk may be fixed: the message is tried again later, as after a 4xx.
      throw new MailRefused(`The outbox could not be written (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`, false);
    }
    return { messageId: message.messageId };
  }
}
