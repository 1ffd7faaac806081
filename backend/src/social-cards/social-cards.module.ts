import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ImagesModule } from '../images/images.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { SocialCardJobs } from './social-card.jobs.js';
import { SocialCardsController } from './social-cards.controller.js';
import { SocialCardsRepository } from './social-cards.repository.js';
import { SocialCardsService } from './social-cards.service.js';

/** Generated social cards of posts and pages: drawn, stored, served at /social-cards/{id}.png. */
@Module({
  imports: [AdminModule, IdentityModule, ImagesModule, PostsModule],
  controllers: [SocialCardsController],
  providers: [SocialCardsService, SocialCardsRepository, SocialCardJobs],
  exports: [SocialCardsService],
})
export class SocialCardsModule {}
