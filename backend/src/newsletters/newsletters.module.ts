import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { NewsletterJobs } from './newsletter.jobs.js';
import { NewsletterSender } from './newsletter-sender.js';
import { NewslettersController } from './newsletters.controller.js';
import { NewslettersRepository } from './newsletters.repository.js';
import { NewslettersService } from './newsletters.service.js';

/** Posts sent by email to subscribers as they go live, once each, and the delivery report (README.md). */
@Module({
  imports: [MailModule, PostsModule, IdentityModule],
  controllers: [NewslettersController],
  providers: [NewslettersService, NewslettersRepository, NewsletterSender, NewsletterJobs],
})
export class NewslettersModule {}
