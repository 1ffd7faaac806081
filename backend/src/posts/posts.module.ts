import { Module } from '@nestjs/common';
import { PostsCache } from './posts-cache.js';
import { PostsController } from './posts.controller.js';
import { PostsRepository } from './posts.repository.js';
import { PostsService } from './posts.service.js';

@Module({
  controllers: [PostsController],
  providers: [PostsService, PostsRepository, PostsCache],
  exports: [PostsService],
})
export class PostsModule {}
