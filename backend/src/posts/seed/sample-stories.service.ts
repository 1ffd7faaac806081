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

  /** The ids of the untouched sample stories, and how many posts the site has in all. */
  async untouched(): Promise<{ ids: string[]; posts: number }> {
    const [{ ids, posts }]: Array<{ ids: string[]; posts: number }> = await this.dataSource.query(
      `SELECT coalesce(array_agg(p.id) FILTER (WHERE s.slug IS NOT NULL AND p.version = 1 AND seeded.at IS NOT NULL), '{}') AS ids,
              count(*)::int AS posts
       FROM posts p
       LEFT JOIN unnest($1::text[], $2::text[]) AS s (slug, title) ON s.slug = p.slug AND s.title = p.title
       LEFT JOIN (SELECT sample_content_seeded_at AS at FROM site_settings WHERE id = 1) seeded ON true`,
      [SAMPLE_STORIES.map((story) => story.slug), SAMPLE_STORIES.map((story) => story.title)],
    );
    return { ids, posts };
  }

  /** Deletes the untouched sample stories; answers how many there were. */
  async removeUntouched(): Promise<number> {
    return this.remove((await this.untouched()).ids);
  }

  /**
   * Before a first import: when every post of the site is an untouched sample story, they go (a dry run
   * only counts them). Answers how many went (or would).
   */
  async removeBeforeFirstImport(dryRun: boolean): Promise<number> {
    const { ids, posts } = await this.untouched();
    if (ids.length === 0 || ids.length !== posts) return 0;
    return dryRun ? ids.length : this.remove(ids);
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
