import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostStatus } from '../posts/post.entity.js';
import { SocialCardEntity } from './social-card.entity.js';

/** What a card is drawn from, and whether the post is shown at all. */
export interface CardPost {
  id: string;
  title: string;
  status: PostStatus;
  publishedAt: Date | null;
  coverImageUrl: string | null;
  /** The post's own social image: it needs no card. */
  ogImageUrl: string | null;
}

export interface SavedCard {
  /** The file of the card now recorded (another request's, when it recorded the same version first). */
  storageKey: string;
  /** Files of the post's older cards, whose rows are gone. */
  replacedKeys: string[];
}

interface PostRow {
  id: string;
  title: string;
  status: PostStatus;
  published_at: Date | null;
  cover_image_url: string | null;
  og_image_url: string | null;
}

const toCardPost = (row: PostRow): CardPost => ({
  id: row.id,
  title: row.title,
  status: row.status,
  publishedAt: row.published_at,
  coverImageUrl: row.cover_image_url,
  ogImageUrl: row.og_image_url,
});

@Injectable()
export class SocialCardsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * `lock` holds the post row (FOR SHARE) until the transaction ends, so that the post cannot
   * change between reading what its card is drawn from and recording the card.
   */
  async findPost(id: string, { manager = this.dataSource.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {}): Promise<CardPost | null> {
    const rows: PostRow[] = await manager.query(
      `SELECT p.id, p.title, p.status, p.published_at, p.cover_image_url, p.og_image_url
       FROM posts p WHERE p.id = $1 ${lock ? 'FOR SHARE' : ''}`,
      [id],
    );
    return rows[0] ? toCardPost(rows[0]) : null;
  }

  async findCardKey(postId: string, fingerprint: string): Promise<string | null> {
    const card = await this.dataSource.getRepository(SocialCardEntity).findOneBy({ postId, fingerprint });
    return card?.storageKey ?? null;
  }

  /** Records this version's card, unless one is there already, and drops the post's other cards. */
  async save(card: Pick<SocialCardEntity, 'postId' | 'fingerprint' | 'storageKey'>, manager: EntityManager): Promise<SavedCard> {
    const cards = manager.getRepository(SocialCardEntity);
    await cards.createQueryBuilder().insert().values(card).orIgnore().execute();
    const saved = await cards.findOneByOrFail({ postId: card.postId, fingerprint: card.fingerprint });
    const replaced = await cards
      .createQueryBuilder()
      .delete()
      .where('post_id = :postId AND fingerprint <> :fingerprint', { postId: card.postId, fingerprint: card.fingerprint })
      .returning('storage_key')
      .execute();
    return { storageKey: saved.storageKey, replacedKeys: (replaced.raw as Array<{ storage_key: string }>).map((row) => row.storage_key) };
  }

  /** Published posts without their own social image, after `afterId` (in id order), with the fingerprints of the cards they have. */
  async publishedPostsWithoutImage(afterId: string | null, limit: number): Promise<Array<CardPost & { fingerprints: string[] }>> {
    const rows: Array<PostRow & { fingerprints: string[] }> = await this.dataSource.query(
      `SELECT p.id, p.title, p.status, p.published_at, p.cover_image_url, p.og_image_url,
         ARRAY(SELECT c.fingerprint FROM social_cards c WHERE c.post_id = p.id) AS fingerprints
       FROM posts p
       WHERE p.status = 'published' AND p.og_image_url IS NULL AND ($1::uuid IS NULL OR p.id > $1::uuid)
       ORDER BY p.id LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((row) => ({ ...toCardPost(row), fingerprints: row.fingerprints }));
  }
}
