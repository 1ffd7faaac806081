import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostEntity } from '../posts/post.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { ShareLinkEntity } from './share-link.entity.js';

@Injectable()
export class ShareLinksRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly posts: PostsRepository,
  ) {}

  private get links() {
    return this.dataSource.getRepository(ShareLinkEntity);
  }

  async postExists(postId: string): Promise<boolean> {
    return (await this.dataSource.getRepository(PostEntity).existsBy({ id: postId }));
  }

  insert(link: Pick<ShareLinkEntity, 'postId' | 'token' | 'tokenHash' | 'expiresAt'>): Promise<ShareLinkEntity> {
    return this.links.save(this.links.create(link));
  }

  listOfPost(postId: string): Promise<ShareLinkEntity[]> {
    return this.links.find({ where: { postId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async delete(postId: string, id: string): Promise<boolean> {
    const result = await this.links.delete({ postId, id });
    return (result.affected ?? 0) > 0;
  }

  /** The post a live link opens (any status), with its tags; null for no link, a revoked or expired one. */
  async postOfLink(tokenHash: Buffer, now: Date): Promise<PostEntity | null> {
    const rows: Array<{ post_id: string }> = await this.dataSource.query(
      `SELECT post_id FROM share_links WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > $2)`,
      [tokenHash, now],
    );
    return rows[0] ? this.posts.findById(rows[0].post_id) : null;
  }
}
