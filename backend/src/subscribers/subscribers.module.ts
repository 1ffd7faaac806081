import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SiteModule } from '../site/site.module.js';
import { SubscribeController } from './subscribe.controller.js';
import { SubscriberPagesController } from './subscriber-pages.controller.js';
import { SubscriberPages } from './subscriber-pages.js';
import { SubscribersAdminService } from './subscribers-admin.service.js';
import { SubscribersController } from './subscribers.controller.js';
import { SubscribersRepository } from './subscribers.repository.js';
import { SubscriberJobs } from './subscriber.jobs.js';
import { SubscribersService } from './subscribers.service.js';

/** Readers who get posts by email: subscribe (double opt-in), confirm, unsubscribe in one click, and the author's list. */
@Module({
  imports: [MailModule, SiteModule, AdminModule, IdentityModule],
  controllers: [SubscribeController, SubscribersController, SubscriberPagesController],
  providers: [SubscribersService, SubscriberJobs, SubscribersAdminService, SubscribersRepository, SubscriberPages],
})
export class SubscribersModule {}
