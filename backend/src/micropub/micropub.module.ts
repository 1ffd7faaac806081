import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { ImagesModule } from '../images/images.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { MicropubAuthGuard } from './micropub-auth.guard.js';
import { MicropubPhotos } from './micropub-photos.js';
import { MicropubTokens } from './micropub-tokens.js';
import { MicropubController } from './micropub.controller.js';
import { MicropubRepository } from './micropub.repository.js';
import { MicropubService } from './micropub.service.js';

/** W3C Micropub at /micropub and its media endpoint, on the posts and images services. */
@Module({
  imports: [AdminModule, ApiKeysModule, PostsModule, ImagesModule],
  controllers: [MicropubController],
  providers: [MicropubService, MicropubRepository, MicropubPhotos, MicropubTokens, MicropubAuthGuard],
})
export class MicropubModule {}
