import { SiteSettingsEntity } from './admin/site-settings.entity.js';
import { ApiKeyEntity } from './api-keys/api-key.entity.js';
import { CompressionSettingsEntity } from './compression/compression-settings.entity.js';
import { NavigationEntity } from './navigation/navigation.entity.js';
import { ImageEntity } from './images/image.entity.js';
import { ReconcileRunEntity } from './images/reconcile-run.entity.js';
import { ImageVariantEntity } from './images/variants/image-variant.entity.js';
import { PostEntity } from './posts/post.entity.js';
import { TagEntity } from './posts/tag.entity.js';
import { RedirectEntity } from './redirects/redirect.entity.js';
import { PostRevisionEntity } from './revisions/post-revision.entity.js';
import { ShareLinkEntity } from './share-links/share-link.entity.js';
import { SocialCardEntity } from './social-cards/social-card.entity.js';

/** Every TypeORM entity of the app, handed to the database module by the composition root (app.module.ts, server.ts). */
export const ENTITIES = [SiteSettingsEntity, CompressionSettingsEntity, PostEntity, TagEntity, ImageEntity, ReconcileRunEntity, RedirectEntity, PostRevisionEntity, ShareLinkEntity, NavigationEntity, SocialCardEntity, ImageVariantEntity, ApiKeyEntity];
