import { BadGatewayException, BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { throttleKey } from '../admin/auth-throttle.service.js';
import { AttemptsPerWindow } from '../common/throttle/attempts-per-window.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { escapeHtml } from '../site/html.js';
import { senderName } from './mail-message.js';
import type { MailSettingsDto, TestMailSentDto } from './mail.dto.js';
import { MailRefused, MailTransport } from './mail-transport.js';
import { OutboxMailTransport } from './outbox.transport.js';

/** Test messages: a few to check the settings, not a way to send mail (per client address). */
const TEST_MAILS_PER_WINDOW = 5;
const TEST_MAIL_WINDOW_MS = 60_000;

@Injectable()
export class MailService {
  private readonly testMails = new AttemptsPerWindow(TEST_MAILS_PER_WINDOW, TEST_MAIL_WINDOW_MS);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transport: MailTransport,
    private readonly identity: SiteIdentityService,
  ) {}

  settings(): MailSettingsDto {
    const outbox = this.transport instanceof OutboxMailTransport ? this.transport.dir : undefined;
    return {
      transport: outbox ? 'outbox' : 'smtp',
      from: `"${senderName(this.identity.latest().title).replace(/["\\]/g, '')}" <${this.config.mail.from}>`,
      dkim: this.config.mail.dkim !== undefined,
      ...(outbox ? { outbox_dir: outbox } : {}),
    };
  }

  /** `clientIp`: the throttle counts per client address, as the admin token's does. */
  async sendTest(to: string | undefined, clientIp: string | undefined, response: { setHeader(name: string, value: string): unknown }): Promise<TestMailSentDto> {
    const recipient = to ?? this.config.authorEmail;
    if (!recipient) throw new BadRequestException('to is required: AUTHOR_EMAIL is not set, so there is no one to send the test message to by default');
    const wait = this.testMails.take(throttleKey(clientIp));
    if (wait > 0) {
      response.setHeader('Retry-After', String(wait));
      throw new HttpException(`At most ${TEST_MAILS_PER_WINDOW} test messages a minute: try again in ${wait} seconds`, HttpStatus.TOO_MANY_REQUESTS);
    }
    const site = (await this.identity.currentOrLatest()).title;
    try {
      const sent = await this.transport.send({
        to: recipient,
        fromName: site,
        subject: `Test message from ${site}`,
        text: `This is a test message from ${site} (${this.config.siteUrl}).\n\nIf you can read it, email from the site reaches readers.\n`,
        html: `<p>This is a test message from <a href="${escapeHtml(this.config.siteUrl)}">${escapeHtml(site)}</a>.</p><p>If you can read it, email from the site reaches readers.</p>`,
      });
      return { to: recipient, transport: this.settings().transport, message_id: sent.messageId };
    } catch (error) {
      if (error instanceof MailRefused) throw new BadGatewayException(`The mail server refused the message: ${error.answer}`);
      throw error;
    }
  }
}
