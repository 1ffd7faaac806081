import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { Storage } from '../../storage/storage.js';
import { PostsService } from '../posts.service.js';
import { renderCover } from './cover-art.js';
import { SAMPLE_STORIES } from './sample-stories.js';
import { lockTransaction } from '../../database/advisory-lock.js';

/** Held while seeding, so that replicas starting together seed once. */
const SEED_LOCK_KEY = 0x466f6c6a;

/** On the first start against an empty database, the sample stories become published posts. */
@Injectable()
export class SampleContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(SampleContentSeeder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Storage) private readonly storage: Storage,
    private readonly posts: PostsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedSampleContent) return;
    try {
      await this.dataSource.transaction(async (manager) => {
        await lockTransaction(manager, SEED_LOCK_KEY);
        const [{ seeded, empty }] = await manager.query(
          `SELECT sample_content_seeded_at IS NOT NULL AS seeded, NOT EXISTS (SELECT 1 FROM posts) AS empty
           FROM site_settings WHERE id = 1`,
        );
        if (!seeded && empty) await this.seed();
        await manager.query('UPDATE site_settings SET sample_content_seeded_at = coalesce(sample_content_seeded_at, now()) WHERE id = 1');
      });
    } catch (error) {
      this.logger.error(`Could not add the sample stories (they will be tried again at the next start): ${(error as Error).message}`);
    }
  }

  private async seed(): Promise<void> {
    for (const story of SAMPLE_STORIES) {
      const cover = await this.storage.put(await renderCover(story.title, story.palette), 'webp');
      await this.posts.create(
        {
          title: story.title,
          slug: story.slug,
          content_text: story.content,
          excerpt: story.excerpt,
          tags: story.tags,
          status: 'published',
          cover_image_url: cover.publicUrl,
          cover_image_alt: `Abstract cover art for "${story.title}"`,
        },
        { publishedAt: new Date(story.publishedAt) },
      );
    }
    this.logger.log(`Added ${SAMPLE_STORIES.length} sample stories (SEED_SAMPLE_CONTENT=false skips this)`);
  }
}
