import { Logger, Module } from '@nestjs/common';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { IdentityModule } from '../identity/identity.module.js';
import type { MailIdentity } from './mail-message.js';
import { MailController } from './mail.controller.js';
import { MailService } from './mail.service.js';
import { MailOutcomeRepository } from './mail-outcome.repository.js';
import { MailOutcomes } from './mail-outcomes.js';
import { MailTransport } from './mail-transport.js';
import { OutboxMailTransport } from './outbox.transport.js';
import { SmtpMailTransport } from './smtp.transport.js';

function mailTransport(config: AppConfig): MailTransport {
  const identity: MailIdentity = { siteName: config.siteName, from: config.mail.from, host: new URL(config.siteUrl).hostname };
  const { smtpUrl } = config.mail;
  if (smtpUrl) return new SmtpMailTransport({ ...config.mail, smtpUrl }, identity);
  const dir = path.join(config.dataDir, 'outbox');
  new Logger('Mail').log(`SMTP_URL is not set: email is not sent but written as .eml files to ${dir}`);
  return new OutboxMailTransport(config.mail, identity, dir);
}

/**
 * Sending one message: MailTransport (SMTP_URL, or the outbox folder without it), its settings and the test email;
 * and how the last sends went (MailOutcomeRepository), which the Overview reads.
 */
@Module({
  imports: [IdentityModule],
  controllers: [MailController],
  providers: [
    MailOutcomeRepository,
    {
      provide: MailTransport,
      useFactory: (config: AppConfig, outcomes: MailOutcomeRepository) => {
        const transport = mailTransport(config);
        transport.reportOutcomesTo(new MailOutcomes(outcomes));
        return transport;
      },
      inject: [APP_CONFIG, MailOutcomeRepository],
    },
    MailService,
  ],
  exports: [MailTransport, MailOutcomeRepository],
})
export class MailModule {}
