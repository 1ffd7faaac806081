import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ImagesModule } from '../images/images.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { RenderModule } from '../render/render.module.js';
import { GhostAdminRepository } from './ghost-admin.repository.js';
import { GhostAuthGuard } from './ghost-auth.guard.js';
import { GhostKeys } from './ghost-keys.js';
import { GhostImagesController, GhostImageUploadInterceptor } from './ghost-images.controller.js';
import { GhostPostsController } from './ghost-posts.controller.js';
import { GhostPostsService } from './ghost-posts.service.js';
import { GhostSiteController } from './ghost-site.controller.js';
import { GhostUnsupportedController } from './ghost-unsupported.controller.js';

/** The Ghost Admin API at /ghost/api/admin/, enough for @tryghost/admin-api and the writing apps built on it. */
@Module({
  imports: [AdminModule, ApiKeysModule, PostsModule, ImagesModule, RenderModule, IdentityModule],
  // The catch-all last: the resources' routes are matched first.
  controllers: [GhostSiteController, GhostPostsController, GhostImagesController, GhostUnsupportedController],
  providers: [
    GhostPostsService,
    GhostAdminRepository,
    GhostAuthGuard,
    GhostImageUploadInterceptor,
    {
      provide: GhostKeys,
      inject: [ApiKeysService],
      useFactory: (keys: ApiKeysService): GhostKeys => ({ keyFor: (id, request) => keys.ghostKey(id, request), used: (id) => keys.markUsed(id) }),
    },
  ],
})
export class GhostAdminModule {}
