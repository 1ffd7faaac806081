import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { SerializedJson } from '../common/http/serialized-json.js';
import { PostImagesService } from '../images/post-images.service.js';
import { PostEntity } from './post.entity.js';
import type { AdminPostDto, CreatePostDto, ListPostsQueryDto, PostListDto, UpdatePostDto } from './posts.dto.js';
import { mapAdminPost, mapPublicPost } from './posts.mapper.js';
import { PostsCache } from './posts-cache.js';
import { PostsRepository, type TagInput } from './posts.repository.js';
import { plainText, renderMarkdown } from './render/markdown-renderer.js';
import { makeExcerpt } from './text/excerpt.js';
import { readingTimeMinutes } from './text/reading-time.js';
import { slugify, uniqueSlug } from './text/slug.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tag names as the author typed them, one per slug (the first spelling wins). */
function normaliseTags(names: string[]): TagInput[] {
  const bySlug = new Map<string, TagInput>();
  for (const name of names) {
    const clean = name.replace(/\s+/g, ' ').trim();
    const slug = slugify(clean);
    if (!bySlug.has(slug)) bySlug.set(slug, { name: clean, slug });
  }
  return [...bySlug.values()];
}

@Injectable()
export class PostsService {
  constructor(
    private readonly repository: PostsRepository,
    private readonly cache: PostsCache,
    private readonly postImages: PostImagesService,
  ) {}

  /** Visitors' lists come serialised from the cache; the admin's are read fresh. */
  async list(query: ListPostsQueryDto, isAdmin: boolean): Promise<PostListDto | SerializedJson> {
    if (!isAdmin && query.status === 'draft') throw new UnauthorizedException('Admin token required to list drafts');
    if (isAdmin) return this.loadList(query, true);
    const key = `list:${query.page}:${query.limit}:${query.q ?? ''}:${query.tag ?? ''}`;
    return this.cache.read(key, async () => SerializedJson.of(await this.loadList(query, false)));
  }

  private async loadList(query: ListPostsQueryDto, isAdmin: boolean): Promise<PostListDto> {
    const [posts, total] = await this.repository.findPage({
      status: isAdmin ? query.status : 'published',
      search: query.q || undefined,
      tagSlug: query.tag ? slugify(query.tag) : undefined,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      order: isAdmin ? 'created' : 'published',
    });
    const map = isAdmin ? mapAdminPost : mapPublicPost;
    return { items: posts.map(map), total, page: query.page, limit: query.limit };
  }

  /** A UUID is an id (the admin's, any status); anything else is a published post's slug. */
  async get(idOrSlug: string, isAdmin: boolean): Promise<AdminPostDto | SerializedJson> {
    if (UUID.test(idOrSlug)) {
      if (!isAdmin) throw new UnauthorizedException('Admin token required to read a post by id');
      return mapAdminPost(await this.findOrFail(idOrSlug));
    }
    const slug = idOrSlug.toLowerCase();
    const post = await this.cache.read(`slug:${slug}`, async () => {
      const found = await this.repository.findPublishedBySlug(slug);
      return found ? SerializedJson.of(mapPublicPost(found)) : null;
    });
    if (!post) throw new NotFoundException(`No published post has the slug "${idOrSlug.slice(0, 100)}"`);
    return post;
  }

  latestPublished(limit: number): Promise<PostEntity[]> {
    return this.repository.findLatestPublished(limit);
  }

  publishedSlugs(): Promise<Array<Pick<PostEntity, 'slug' | 'updatedAt'>>> {
    return this.repository.findPublishedSlugs();
  }

  /** `publishedAt` backdates an imported post (the sample stories); new posts are published now. */
  async create(dto: CreatePostDto, { publishedAt }: { publishedAt?: Date } = {}): Promise<AdminPostDto> {
    const post = new PostEntity();
    post.status = dto.status ?? 'published';
    post.publishedAt = post.status === 'published' ? (publishedAt ?? new Date()) : null;
    post.excerptIsCustom = false;
    post.coverImageUrl = dto.cover_image_url ?? null;
    post.coverImageAlt = dto.cover_image_alt ?? null;
    this.applyText(post, dto.title, dto.content_text, dto.excerpt);
    post.contentHtml = await this.postImages.withImageSizes(post.contentHtml);
    post.slug = await uniqueSlug(dto.slug ?? slugify(dto.title), (candidate) => this.repository.slugTaken(candidate));
    return mapAdminPost(await this.saveWithUniqueSlug(post, normaliseTags(dto.tags ?? [])));
  }

  async update(id: string, dto: UpdatePostDto): Promise<AdminPostDto> {
    const post = await this.findOrFail(id);
    const wasPublished = post.status === 'published';
    if (dto.status) post.status = dto.status;
    if (post.status === 'published') post.publishedAt ??= new Date();
    if (dto.cover_image_url !== undefined) post.coverImageUrl = dto.cover_image_url;
    if (dto.cover_image_alt !== undefined) post.coverImageAlt = dto.cover_image_alt;
    const titleChanged = dto.title !== undefined && dto.title !== post.title;
    this.applyText(post, dto.title ?? post.title, dto.content_text ?? post.contentText, dto.excerpt);
    post.contentHtml = await this.postImages.withImageSizes(post.contentHtml);
    // A published post keeps its address when retitled; a draft's follows its title.
    const wantedSlug = dto.slug ?? (titleChanged && !wasPublished ? slugify(post.title) : undefined);
    if (wantedSlug && wantedSlug !== post.slug) {
      post.slug = await uniqueSlug(wantedSlug, (candidate) => this.repository.slugTaken(candidate, post.id));
    }
    const tags = dto.tags ? normaliseTags(dto.tags) : undefined;
    return mapAdminPost(await this.saveWithUniqueSlug(post, tags));
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.repository.delete(id, (manager, postId) => this.postImages.forgetPost(postId, manager));
    if (!deleted) throw new NotFoundException(`No post has the id ${id}`);
    await this.cache.changed();
  }

  /** Two writers may pick the same free slug at once: the loser moves on to the next one. */
  private async saveWithUniqueSlug(post: PostEntity, tags: TagInput[] | undefined): Promise<PostEntity> {
    for (let attempt = 1; ; attempt++) {
      try {
        const saved = await this.repository.save(post, tags, (manager, postId) => this.postImages.syncPost(postId, manager));
        await this.cache.changed();
        return saved;
      } catch (error) {
        if (attempt >= 3 || (error as { constraint?: string }).constraint !== 'posts_slug_unique') throw error;
        post.slug = await uniqueSlug(post.slug, (candidate) => this.repository.slugTaken(candidate, post.id));
      }
    }
  }

  private async findOrFail(id: string): Promise<PostEntity> {
    const post = await this.repository.findById(id);
    if (!post) throw new NotFoundException(`No post has the id ${id}`);
    return post;
  }

  /** Renders once on write. `excerpt`: undefined keeps the current choice, null or blank returns to the automatic one. */
  private applyText(post: PostEntity, title: string, markdown: string, excerpt: string | null | undefined): void {
    const markdownChanged = markdown !== post.contentText || !post.contentHtml;
    post.title = title;
    post.contentText = markdown;
    if (markdownChanged) post.contentHtml = renderMarkdown(markdown);
    const text = plainText(post.contentHtml);
    post.readingTimeMinutes = readingTimeMinutes(text);
    if (excerpt !== undefined) post.excerptIsCustom = Boolean(excerpt);
    post.excerpt = post.excerptIsCustom ? (excerpt ?? post.excerpt) : makeExcerpt(text);
  }
}
