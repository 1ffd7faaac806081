import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { isUrlTokenShaped, newUrlToken, urlTokenHash } from '../common/tokens/url-token.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { PublicPostDto } from '../posts/posts.dto.js';
import { mapPublicPost } from '../posts/posts.mapper.js';
import type { ShareLinkEntity } from './share-link.entity.js';
import type { CreateShareLinkDto, ShareLinkDto } from './share-links.dto.js';
import { ShareLinksRepository } from './share-links.repository.js';

export const sharePath = (token: string) => `/share/${token}`;

/** Private links to posts, drafts and scheduled ones above all: the post as readers will see it, for whoever holds the link. */
@Injectable()
export class ShareLinksService {
  constructor(
    private readonly repository: ShareLinksRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(postId: string, dto: CreateShareLinkDto): Promise<ShareLinkDto> {
    const expiresAt = dto.expires_at ? new Date(dto.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new BadRequestException(`expires_at must be in the future (${expiresAt.toISOString()} has passed)`);
    }
    await this.postOrFail(postId);
    const token = newUrlToken();
    return this.map(await this.repository.insert({ postId, token, tokenHash: urlTokenHash(token), expiresAt }));
  }

  async list(postId: string): Promise<{ items: ShareLinkDto[] }> {
    await this.postOrFail(postId);
    return { items: (await this.repository.listOfPost(postId)).map((link) => this.map(link)) };
  }

  async revoke(postId: string, id: string): Promise<void> {
    if (!(await this.repository.delete(postId, id))) throw new NotFoundException(`Post ${postId} has no share link ${id}`);
  }

  /** The post a link opens; null for anything else (malformed, unknown, revoked, expired, or its post deleted). */
  async sharedPost(token: string): Promise<PublicPostDto | null> {
    if (!isUrlTokenShaped(token)) return null;
    const post = await this.repository.postOfLink(urlTokenHash(token), this.clock.now());
    return post ? mapPublicPost(post) : null;
  }

  private async postOrFail(postId: string): Promise<void> {
    if (!(await this.repository.postExists(postId))) throw new NotFoundException(`No post has the id ${postId}`);
  }

  private map(link: ShareLinkEntity): ShareLinkDto {
    return {
      id: link.id,
      url: `${this.config.siteUrl}${sharePath(link.token)}`,
      expires_at: link.expiresAt ? link.expiresAt.toISOString() : null,
      created_at: link.createdAt.toISOString(),
      expired: link.expiresAt !== null && link.expiresAt.getTime() <= this.clock.now().getTime(),
    };
  }
}
