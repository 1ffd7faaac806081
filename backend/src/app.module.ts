import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AdminModule } from './admin/admin.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { CompressionModule } from './compression/compression.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { SpaFallback } from './common/filters/spa-fallback.js';
import { AdminGuard } from './admin/admin.guard.js';
import { InputValidationPipe } from './common/pipes/input-validation.pipe.js';
import { ComingSoonInterceptor } from './admin/coming-soon.interceptor.js';
import { RequestBodyInterceptor } from './common/interceptors/request-body.interceptor.js';
import { EncodedBodyInterceptor } from './common/interceptors/encoded-body.interceptor.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DeskModule } from './desk/desk.module.js';
import { ENTITIES } from './entities.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { ImagesModule } from './images/images.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MailModule } from './mail/mail.module.js';
import { MicropubModule } from './micropub/micropub.module.js';
import { NavigationModule } from './navigation/navigation.module.js';
import { NewslettersModule } from './newsletters/newsletters.module.js';
import { PostsModule } from './posts/posts.module.js';
import { RevisionsModule } from './revisions/revisions.module.js';
import { SearchModule } from './search/search.module.js';
import { ShareLinksModule } from './share-links/share-links.module.js';
import { AnswerRecorder } from './common/http/answer-recorder.js';
import { CachedAnswers } from './site/cached-answers.js';
import { SpaService } from './site/spa.service.js';
import { SiteModule } from './site/site.module.js';
import { SocialCardsModule } from './social-cards/social-cards.module.js';
import { StatsModule } from './stats/stats.module.js';
import { StorageModule } from './storage/storage.module.js';
import { SubscribersModule } from './subscribers/subscribers.module.js';
import { ExportModule } from './transfer/export.module.js';
import { GhostAdminModule } from './ghost-admin/ghost-admin.module.js';
import { ImportModule } from './transfer/import.module.js';
import { ClockModule } from './common/clock.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), ClockModule, DatabaseModule.forRoot(ENTITIES), JobsModule, StorageModule, AdminModule, ApiKeysModule, IdentityModule, HealthModule, CompressionModule, ImagesModule, PostsModule, RevisionsModule, ShareLinksModule, NavigationModule, MicropubModule, SearchModule, SiteModule, SocialCardsModule, ExportModule, ImportModule, MailModule, NewslettersModule, SubscribersModule, DeskModule, GhostAdminModule, StatsModule],
      providers: [
        { provide: APP_PIPE, useValue: new InputValidationPipe() },
        { provide: APP_GUARD, useClass: AdminGuard },
        { provide: APP_INTERCEPTOR, useClass: ComingSoonInterceptor },
        // After the guard and Coming Soon: a refused request is answered without reading its body.
        { provide: APP_INTERCEPTOR, useClass: RequestBodyInterceptor },
        { provide: AnswerRecorder, useExisting: CachedAnswers },
        { provide: APP_INTERCEPTOR, useClass: EncodedBodyInterceptor },
        { provide: SpaFallback, useExisting: SpaService },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
