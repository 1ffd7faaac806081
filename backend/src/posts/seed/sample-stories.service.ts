import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostsService } from '../posts.service.js';
import { SAMPLE_STORIES } from './sample-stories.js';

/**
 * The sample stories still as they were seeded: a post with a sample's slug and title, never saved
 * since (its version, raised by every update, is still the first), on a site that was seeded.
 */
@Injectable()
export class SampleStoriesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly posts: PostsService,
  ) {}

  /** The ids and slugs of the untouched sample stories, and how many posts the site has in all. */
  async untouched(): Promise<{ ids: string[]; slugs: string[]; posts: number }> {
    const untouched = 's.slug IS NOT NULL AND p.version = 1 AND seeded.at IS NOT NULL';
    const [row]: Array<{ ids: string[]; slugs: string[]; posts: number }> = await this.dataSource.query(
      `SELECT coalesce(array_agg(p.id) FILTER (WHERE ${untouched}), '{}') AS ids,
              coalesce(array_agg(p.slug) FILTER (WHERE ${untouched}), '{}') AS slugs,
              count(*)::int AS posts
       FROM posts p
       LEFT JOIN unnest($1::text[], $2::text[]) AS s (slug, title) ON s.slug = p.slug AND s.title = p.title
       LEFT JOIN (SELECT sample_content_seeded_at AS at FROM site_settings WHERE id = 1) seeded ON true`,
      [SAMPLE_STORIES.map((story) => story.slug), SAMPLE_STORIES.map((story) => story.title)],
    );
    return row!;
  }

  /** Deletes the untouched sample stories; answers how many there were. */
  async removeUntouched(): Promise<number> {
    return this.remove((await this.untouched()).ids);
  }

  /**
   * Before a first import: when every post of the site is an untouched sample story, they go (a dry run
   * only counts them). Answers how many went (or would), and the slugs they leave free.
   */
  async removeBeforeFirstImport(dryRun: boolean): Promise<{ removed: number; slugs: string[] }> {
    const { ids, slugs, posts } = await this.untouched();
    if (ids.length === 0 || ids.length !== posts) return { removed: 0, slugs: [] };
    return { removed: dryRun ? ids.length : await this.remove(ids), slugs };
  }

  private async remove(ids: string[]): Promise<number> {
    let removed = 0;
    for (const id of ids) {
      // One deleted meanwhile (another admin, another replica) is simply not counted.
      removed += await this.posts.remove(id).then(
        () => 1,
        (error: unknown) => {
          if (error instanceof NotFoundException) return 0;
          throw error;
        },
      );
    }
    return removed;
  }
}
