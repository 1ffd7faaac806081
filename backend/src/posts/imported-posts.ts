import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PostImagesService } from '../images/post-images.service.js';
import { type PostAddress, PostAddressRedirects } from '../redirects/post-addresses.js';
import { RenderService } from '../render/render.service.js';
import { PostEntity, type PostStatus, type PostType } from './post.entity.js';
import { PostEvents } from './post-events.js';
import { PostsCache } from './posts-cache.js';
import { PostsRepository } from './posts.repository.js';
import { normaliseTags } from './posts.service.js';
import { ScheduledPublisher } from './schedule/scheduled-publisher.jobs.js';
import { makeExcerpt } from './text/excerpt.js';
import { readingTimeMinutes } from './text/reading-time.js';
import { slugify, uniqueSlug } from './text/slug.js';

/** A post as an import writes it: every date given, not "now". */
export interface ImportedPost {
  title: string;
  /** The slug wanted; the post gets the first free one from it. */
  slug: string;
  markdown: string;
  status: PostStatus;
  publishedAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  tags: string[];
  /** Null: made from the text, as for a post whose author wrote none. */
  excerpt: string | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  /** Absent: a post. */
  type?: PostType;
  /** Search and social fields, as the editor would accept them; absent: none (the post's own title, excerpt, address and image stand in). */
  metaTitle?: string | null;
  metaDescription?: string | null;
  canonicalUrl?: string | null;
  noindex?: boolean;
  ogImageUrl?: string | null;
}

/** Runs in the post's own transaction: what the import records beside it (its source key). */
export type AlongsideImported = (manager: EntityManager, postId: string) => Promise<void>;

/**
 * Writes imported posts as the editor would (rendered, sanitised, image rows synced, redirects from
 * the new address dropped, a scheduled post handed to the scheduler, listeners told), but with the
 * source's dates, and with the import's own record in the same transaction: a post is imported whole,
 * with its record, or not at all.
 */
@Injectable()
export class ImportedPosts {
  constructor(
    private readonly repository: PostsRepository,
    private readonly cache: PostsCache,
    private readonly postImages: PostImagesService,
    private readonly renderer: RenderService,
    private readonly addressRedirects: PostAddressRedirects,
    private readonly scheduler: ScheduledPublisher,
    private readonly events: PostEvents,
  ) {}

  /** The slug `wanted` would get now, `claimed` (by the same import's earlier items) counted as taken. */
  async freeSlug(wanted: string, claimed: ReadonlySet<string> = new Set()): Promise<string> {
    return uniqueSlug(slugify(wanted), async (candidate) => claimed.has(candidate) || (await this.repository.slugTaken(candidate)));
  }

  async create(input: ImportedPost, alongside: AlongsideImported): Promise<PostEntity> {
    const post = await this.entity(input);
    post.slug = await this.freeSlug(input.slug || input.title);
    return this.save(post, input, null, alongside);
  }

  /** Replaces an imported post's content by the source's newer version (its address stays). */
  async replace(current: PostEntity, input: ImportedPost, alongside: AlongsideImported): Promise<PostEntity> {
    const post = await this.entity(input);
    post.id = current.id;
    post.slug = current.slug;
    return this.save(post, input, { slug: current.slug, status: current.status, type: current.type }, alongside);
  }

  findById(id: string): Promise<PostEntity | null> {
    return this.repository.findById(id);
  }

  slugTaken(slug: string): Promise<boolean> {
    return this.repository.slugTaken(slug);
  }

  private async save(post: PostEntity, input: ImportedPost, before: PostAddress | null, alongside: AlongsideImported): Promise<PostEntity> {
    let redirectsChanged = false;
    const saved = await this.repository.save(post, normaliseTags(input.tags), async (manager, postId) => {
      await this.postImages.syncPost(postId, manager);
      redirectsChanged = await this.addressRedirects.follow(before, post, manager);
      await alongside(manager, postId);
    });
    await this.cache.changed();
    if (redirectsChanged) await this.addressRedirects.changed();
    if (saved.status === 'scheduled') await this.scheduler.scheduled(saved);
    // Not 'live': a post published on the old site was live there already (nothing announces it again).
    this.events.emit('saved', saved);
    return saved;
  }

  private async entity(input: ImportedPost): Promise<PostEntity> {
    const rendered = await this.renderer.render(input.markdown);
    const post = new PostEntity();
    post.title = input.title;
    post.status = input.status;
    post.type = input.type ?? 'post';
    post.metaTitle = input.metaTitle ?? null;
    post.metaDescription = input.metaDescription ?? null;
    post.canonicalUrl = input.canonicalUrl ?? null;
    post.noindex = input.noindex ?? false;
    post.ogImageUrl = input.ogImageUrl ?? null;
    post.contentText = input.markdown;
    // Its images' markup is written with their rows (syncPost).
    post.contentHtml = rendered.html;
    post.readingTimeMinutes = readingTimeMinutes(rendered.text);
    post.excerptIsCustom = Boolean(input.excerpt);
    post.excerpt = input.excerpt || makeExcerpt(rendered.text);
    post.coverImageUrl = input.coverImageUrl;
    post.coverImageAlt = input.coverImageAlt;
    const now = new Date();
    post.publishedAt = input.status === 'published' ? (input.publishedAt ?? input.createdAt ?? now) : input.publishedAt;
    post.createdAt = input.createdAt ?? post.publishedAt ?? now;
    post.updatedAt = input.updatedAt ?? post.createdAt;
    return post;
  }
}
