import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TRASH_KEEP_HOURS } from '../posts/trash/post-trash.repository.js';
import type { PostAddress } from './micropub-addresses.js';

/** Finds posts by the address Micropub names them with; every write goes through PostsService. */
@Injectable()
export class MicropubRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async postId({ slug, type }: PostAddress): Promise<string | undefined> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(`SELECT id FROM posts WHERE slug = $1 AND type = $2`, [slug, type]);
    return row?.id;
  }

  /** The post last deleted at this address that may still be restored. */
  async deletedPostId({ slug, type }: PostAddress): Promise<string | undefined> {
    const [row] = await this.dataSource.query<Array<{ post_id: string }>>(
      `SELECT post_id FROM deleted_posts WHERE post->>'slug' = $1 AND post->>'type' = $2 AND deleted_at > now() - make_interval(hours => $3)
       ORDER BY deleted_at DESC LIMIT 1`,
      [slug, type, TRASH_KEEP_HOURS],
    );
    return row?.post_id;
  }
}
