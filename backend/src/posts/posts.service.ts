import { BadRequestException, ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { EncodedBody } from '../common/http/encoded-body.js';
import { PostImagesService } from '../images/post-images.service.js';
import { type PostAddress, PostAddressRedirects } from '../redirects/post-addresses.js';
import { type RenderedMarkdown, textOfSanitized } from '../render/markdown-renderer.js';
import { RenderService } from '../render/render.service.js';
import { RevisionRecorder } from '../revisions/revision-recorder.js';
import { PostEntity, type PostType } from './post.entity.js';
import { PostEvents } from './post-events.js';
import { type AlongsideImported, type ImportedPost, importedEntity } from './imported-post.js';
import { parseIfMatch, PostChangedException, preconditionHolds } from './post-preconditions.js';
import type { AdminPostDto, CreatePostDto, ListPostsQueryDto, PostListDto, UpdatePostDto } from './posts.dto.js';
import { mapAdminPost, mapAdminPostSummary, mapPublicPost, mapPublicPostSummary } from './posts.mapper.js';
import { PostsCache } from './posts-cache.js';
import { type PlannedChange, PostsRepository, type TagInput } from './posts.repository.js';
import { makeExcerpt } from './text/excerpt.js';
import { readingTimeMinutes } from './text/reading-time.js';
import { plannedPublication } from './schedule/publication.js';
import { ScheduledPublisher } from './schedule/scheduled-publisher.jobs.js';
import { isReservedSlug, slugify, slugOfPost, uniqueSlug } from './text/slug.js';
import { tagSlug } from './text/tag-slug.js';
import { PostTrashRepository, TRASH_KEEP_HOURS } from './trash/post-trash.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tag names as the author typed them, one per slug (the first spelling wins). */
export function normaliseTags(names: string[]): TagInput[] {
  const bySlug = new Map<string, TagInput>();
  for (const name of names) {
    const clean = name.replace(/\s+/g, ' ').trim();
    const slug = tagSlug(clean);
    if (!bySlug.has(slug)) bySlug.set(slug, { name: clean, slug });
  }
  return [...bySlug.values()];
}

/** Blank clears a search or social field: the post's own value stands in. */
const orNull = (value: string | null | undefined) => value || null;

/** A page lives at `/{slug}`: a slug the site's routes use is refused outright (a post's is only suffixed). */
function refuseReservedPageSlug(type: PostType, slug: string | undefined): void {
  if (type === 'page' && slug !== undefined && isReservedSlug(slug)) {
    throw new BadRequestException(`slug "${slug}" is an address the site uses (/${slug}): a page needs another`);
  }
}

/**
 * Two writers may pick the same free slug at once: the loser's write fails on the unique index and
 * is tried again (`attempt` is told which try it is), at most three times in all.
 */
async function retryingSlugCollisions<T>(attempt: (tries: number) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(tries);
    } catch (error) {
      if (tries >= 3 || (error as { constraint?: string }).constraint !== 'posts_slug_unique') throw error;
    }
  }
}

@Injectable()
export class PostsService {
  constructor(
    private readonly repository: PostsRepository,
    private readonly cache: PostsCache,
    private readonly postImages: PostImagesService,
    private readonly renderer: RenderService,
    private readonly addressRedirects: PostAddressRedirects,
    private readonly scheduler: ScheduledPublisher,
    private readonly events: PostEvents,
    private readonly clock: Clock,
    private readonly revisions: RevisionRecorder,
    private readonly trash: PostTrashRepository,
  ) {}

  /** Visitors' lists come serialised from the cache, without the posts' HTML; the admin's are read fresh. */
  async list(query: ListPostsQueryDto, isAdmin: boolean): Promise<PostListDto | EncodedBody> {
    if (!isAdmin && query.status && query.status !== 'published') {
      throw new UnauthorizedException(`Admin token required to list ${query.status} posts`);
    }
    const adminOnly = (['title', 'sort', 'order', 'view'] as const).find((name) => query[name] !== undefined);
    if (!isAdmin && adminOnly) throw new UnauthorizedException(`Admin token required to list posts by ${adminOnly}`);
    if (isAdmin) return this.loadList(query, true);
    const key = `list:${JSON.stringify([query.page, query.limit, query.q ?? '', query.tag ?? ''])}`;
    return this.cache.read(key, async () => EncodedBody.json(await this.loadList(query, false)));
  }

  private async loadList(query: ListPostsQueryDto, isAdmin: boolean): Promise<PostListDto> {
    const [posts, total] = await this.repository.findPage({
      status: isAdmin ? query.status : 'published',
      type: isAdmin ? query.type : 'post',
      search: query.q || undefined,
      titleContains: isAdmin ? query.title || undefined : undefined,
      tagSlug: query.tag ? tagSlug(query.tag) : undefined,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      order: isAdmin ? { by: query.sort ?? 'created', direction: query.order ?? 'desc' } : { by: 'published', direction: 'desc' },
      columns: isAdmin && query.view !== 'summary' ? 'all' : 'summary',
    });
    const map = !isAdmin ? mapPublicPostSummary : query.view === 'summary' ? mapAdminPostSummary : mapAdminPost;
    return { items: posts.map(map), total, page: query.page, limit: query.limit };
  }

  /** A UUID is an id (the admin's, any status); anything else is a published post's slug. */
  async get(idOrSlug: string, isAdmin: boolean): Promise<AdminPostDto | EncodedBody> {
    if (UUID.test(idOrSlug)) {
      if (!isAdmin) throw new UnauthorizedException('Admin token required to read a post by id');
      return mapAdminPost(await this.findOrFail(idOrSlug));
    }
    const slug = idOrSlug.toLowerCase();
    const post = await this.publishedJson(slug);
    if (!post) throw new NotFoundException(`No published post has the slug "${idOrSlug.slice(0, 100)}"`);
    return post;
  }

  /** The public payload of a published post, from the cache; null when there is none. */
  publishedJson(slug: string): Promise<EncodedBody | null> {
    return this.cache.read(
      `slug:${slug}`,
      async () => {
        const found = await this.repository.findPublishedBySlug(slug);
        return found ? EncodedBody.json(mapPublicPost(found)) : null;
      },
    );
  }

  /** The newest published posts, of one tag when given (by its slug). */
  latestPublished(limit: number, tagSlug?: string): Promise<PostEntity[]> {
    return this.repository.findLatestPublished(limit, tagSlug);
  }

  /** The tag at `/tag/{slug}`: its name as the author wrote it; null when no tag has the slug. */
  tagBySlug(slug: string): Promise<{ name: string; slug: string } | null> {
    return this.repository.findTagBySlug(tagSlug(slug));
  }

  publishedSlugs(): Promise<Array<Pick<PostEntity, 'slug' | 'type' | 'updatedAt'>>> {
    return this.repository.findPublishedSlugs();
  }

  findById(id: string): Promise<PostEntity | null> {
    return this.repository.findById(id);
  }

  slugTaken(slug: string): Promise<boolean> {
    return this.repository.slugTaken(slug);
  }

  /**
   * The slug a post chose (`slug`), else one of its title, would get now, `claimed` (by the same
   * import's earlier items) counted as taken and `vacated` (posts a dry run knows the real run
   * removes first) as free.
   */
  freeSlug(
    wanted: { slug?: string | null; title: string },
    claimed: ReadonlySet<string> = new Set(),
    vacated: ReadonlySet<string> = new Set(),
  ): Promise<string> {
    return uniqueSlug(slugOfPost(wanted), async (candidate) => claimed.has(candidate) || (!vacated.has(candidate) && (await this.repository.slugTaken(candidate))));
  }

  /**
   * An imported post, written as the editor's are but with the source's dates, and with the import's
   * own record (`alongside`) in the same transaction: a post is imported whole, with its record, or
   * not at all. Not announced as gone live: it was live on the old site already.
   */
  async createImported(input: ImportedPost, alongside: AlongsideImported): Promise<PostEntity> {
    const post = importedEntity(input, await this.renderBody(input.markdown, { background: true }));
    post.slug = await this.freeSlug(input);
    return this.write(post, normaliseTags(input.tags), null, alongside, { announceLive: false });
  }

  /** Replaces an imported post's content by the source's newer version (its address stays). */
  async replaceImported(current: PostEntity, input: ImportedPost, alongside: AlongsideImported): Promise<PostEntity> {
    const post = importedEntity(input, await this.renderBody(input.markdown, { background: true }));
    post.id = current.id;
    post.slug = current.slug;
    const before = { slug: current.slug, status: current.status, type: current.type };
    return this.write(post, normaliseTags(input.tags), before, alongside, { announceLive: false });
  }

  /** `publishedAt` backdates a seeded post (the sample stories); otherwise the request's own `published_at` rules. */
  async create(dto: CreatePostDto, { publishedAt }: { publishedAt?: Date } = {}): Promise<AdminPostDto> {
    const type = dto.type ?? 'post';
    refuseReservedPageSlug(type, dto.slug);
    const publication = plannedPublication(null, publishedAt ? { ...dto, published_at: publishedAt.toISOString() } : dto, this.clock.now());
    const body = await this.renderBody(dto.content_text);
    const post = new PostEntity();
    post.status = publication.status;
    post.publishedAt = publication.publishedAt;
    post.type = type;
    post.metaTitle = orNull(dto.meta_title);
    post.metaDescription = orNull(dto.meta_description);
    post.canonicalUrl = orNull(dto.canonical_url);
    post.noindex = dto.noindex ?? false;
    post.sendEmail = dto.send_email ?? false;
    post.ogImageUrl = orNull(dto.og_image_url);
    post.coverImageUrl = dto.cover_image_url ?? null;
    post.coverImageAlt = dto.cover_image_alt ?? null;
    post.title = dto.title;
    post.contentText = dto.content_text;
    post.contentHtml = body.html;
    post.readingTimeMinutes = readingTimeMinutes(body.text);
    post.excerptIsCustom = Boolean(dto.excerpt);
    post.excerpt = dto.excerpt || makeExcerpt(body.text);
    post.slug = await uniqueSlug(dto.slug ?? slugify(dto.title), (candidate) => this.repository.slugTaken(candidate));
    return mapAdminPost(await this.insertWithUniqueSlug(post, normaliseTags(dto.tags ?? []), dto.autosave));
  }

  /**
   * Writes the fields the request carries and nothing else, on the post as it is at that moment
   * (saves of one post take turns), so that two saves of different fields both stick. `ifMatch`
   * (the If-Match header): when it names no current version, nothing changes (412 with the post).
   */
  async update(id: string, dto: UpdatePostDto, ifMatch?: string): Promise<AdminPostDto> {
    const expected = ifMatch === undefined ? undefined : parseIfMatch(ifMatch);
    // The Markdown is rendered before the post is locked: the slow part never holds the row.
    const body = dto.content_text === undefined ? undefined : await this.renderBody(dto.content_text);
    let before: PostAddress | undefined;
    let after: PostAddress | undefined;
    let redirectsChanged = false;
    // A retry plans again, and so moves on to the next free slug.
    const saved = await retryingSlugCollisions(() =>
      this.repository.updateLocked(
        id,
        async (current, manager) => {
          if (!preconditionHolds(expected, current.version)) {
            throw new PostChangedException(mapAdminPost(await this.repository.withTags(current, manager)));
          }
          const change = await this.plan(current, dto, body, (slug) => this.repository.slugTaken(slug, id, manager));
          before = { slug: current.slug, status: current.status, type: current.type };
          after = { slug: change.columns.slug ?? current.slug, status: change.columns.status ?? current.status, type: change.columns.type ?? current.type };
          return change;
        },
        async (manager, postId) => {
          await this.postImages.syncPost(postId, manager);
          redirectsChanged = await this.addressRedirects.follow(before!, after!, manager);
          await this.revisions.record(manager, postId, dto.autosave);
        },
      ),
    );
    if (!saved) throw new NotFoundException(`No post has the id ${id}`);
    await this.cache.changed();
    if (redirectsChanged) await this.addressRedirects.changed();
    await this.afterSave(saved, before!.status);
    return mapAdminPost(saved);
  }

  /** What follows a committed save: the scheduler told of a scheduled post, listeners of the save and (unless imported) of a post gone live. */
  private async afterSave(post: PostEntity, statusBefore: string | null, announceLive = true): Promise<void> {
    if (post.status === 'scheduled') await this.scheduler.scheduled(post);
    this.events.emit('saved', post);
    if (announceLive && post.status === 'published' && statusBefore !== 'published') this.events.emit('live', post);
  }

  /** Deletes the post for real, keeping it whole in the trash for a while (restore brings it back). */
  async remove(id: string): Promise<void> {
    let redirectsChanged = false;
    const deleted = await this.repository.delete(id, async (manager, postId) => {
      await this.trash.keep(manager, postId);
      redirectsChanged = await this.addressRedirects.postDeleted(postId, manager);
      await this.postImages.forgetPost(postId, manager);
    });
    if (!deleted) throw new NotFoundException(`No post has the id ${id}`);
    if (redirectsChanged) await this.addressRedirects.changed();
    await this.cache.changed();
  }

  /**
   * Undoes a delete of the last TRASH_KEEP_HOURS: the post comes back with its id, address, text,
   * tags, dates, cover and revisions, its images' rows, and the old links that answered 410 since
   * lead to it again. It is not announced as gone live (it was, before). 409 when another post has
   * taken its address meanwhile; nothing changes then.
   */
  async restore(id: string): Promise<AdminPostDto> {
    let redirectsChanged = false;
    let address: PostAddress | undefined;
    const restore = () => this.repository.restore(
      async (manager) => {
        const kept = await this.trash.take(manager, id);
        if (!kept) return null;
        if (await this.repository.slugTaken(kept.post.slug, id, manager)) {
          throw new ConflictException(`Another post has the address "${kept.post.slug}" now: rename or delete it to restore this one`);
        }
        await this.trash.insertRows(manager, 'posts', [kept.post]);
        await this.trash.insertRows(manager, 'post_revisions', kept.revisions);
        address = { slug: kept.post.slug, status: kept.post.status as string, type: kept.post.type as string };
        return kept.tags;
      },
      id,
      async (manager, postId) => {
        await this.postImages.syncPost(postId, manager);
        redirectsChanged = await this.addressRedirects.follow(null, address!, manager);
      },
    );
    const restored = await restore().catch((error: { constraint?: string }) => {
      // Another post took the address between the check and the write.
      if (error.constraint === 'posts_slug_unique') throw new ConflictException(`Another post has this post's address now: rename or delete it to restore this one`);
      throw error;
    });
    if (!restored) throw new NotFoundException(`No post deleted in the last ${TRASH_KEEP_HOURS} hours has the id ${id}`);
    await this.cache.changed();
    if (redirectsChanged) await this.addressRedirects.changed();
    await this.afterSave(restored, null, false);
    return mapAdminPost(restored);
  }

  /** The columns a save changes, worked out from the post as it is now. */
  private async plan(current: PostEntity, dto: UpdatePostDto, body: RenderedMarkdown | undefined, slugTaken: (slug: string) => Promise<boolean>): Promise<PlannedChange> {
    const columns: PlannedChange['columns'] = {};
    const set = <K extends keyof PlannedChange['columns']>(key: K, value: PostEntity[K]) => {
      const was = current[key as keyof PostEntity];
      const same = value instanceof Date && was instanceof Date ? value.getTime() === was.getTime() : value === was;
      if (!same) columns[key] = value as PlannedChange['columns'][K];
    };
    const type = dto.type ?? current.type;
    set('type', type);
    refuseReservedPageSlug(type, dto.slug ?? (type !== current.type ? current.slug : undefined));
    const publication = plannedPublication(current, dto, this.clock.now());
    set('status', publication.status);
    set('publishedAt', publication.publishedAt);
    if (dto.meta_title !== undefined) set('metaTitle', orNull(dto.meta_title));
    if (dto.meta_description !== undefined) set('metaDescription', orNull(dto.meta_description));
    if (dto.canonical_url !== undefined) set('canonicalUrl', orNull(dto.canonical_url));
    if (dto.noindex !== undefined) set('noindex', dto.noindex);
    if (dto.send_email !== undefined) set('sendEmail', dto.send_email);
    if (dto.og_image_url !== undefined) set('ogImageUrl', orNull(dto.og_image_url));
    if (dto.cover_image_url !== undefined) set('coverImageUrl', dto.cover_image_url);
    if (dto.cover_image_alt !== undefined) set('coverImageAlt', dto.cover_image_alt);
    if (dto.title !== undefined) set('title', dto.title);
    if (body) {
      set('contentText', dto.content_text!);
      // The same Markdown can render anew when its images' sizes have become known since.
      set('contentHtml', body.html);
      set('readingTimeMinutes', readingTimeMinutes(body.text));
    }
    // `excerpt`: undefined keeps the current choice, null or blank returns to the automatic one.
    const excerptIsCustom = dto.excerpt === undefined ? current.excerptIsCustom : Boolean(dto.excerpt);
    set('excerptIsCustom', excerptIsCustom);
    if (excerptIsCustom) set('excerpt', dto.excerpt ?? current.excerpt);
    else if (columns.contentHtml !== undefined || dto.excerpt !== undefined || current.excerptIsCustom) {
      set('excerpt', makeExcerpt(body ? body.text : textOfSanitized(current.contentHtml)));
    }
    // A published or scheduled post keeps its address when retitled; a draft's follows its title.
    const retitled = dto.title !== undefined && dto.title !== current.title;
    const wantedSlug = dto.slug ?? (retitled && current.status === 'draft' ? slugify(dto.title!) : undefined);
    if (wantedSlug && wantedSlug !== current.slug) set('slug', await uniqueSlug(wantedSlug, slugTaken));
    return { columns, tags: dto.tags ? normaliseTags(dto.tags) : undefined };
  }

  /** The sanitised HTML and text of a post's Markdown, rendered off the event loop; its images' markup is written with their rows (syncPost). */
  private renderBody(markdown: string, options?: { background?: boolean }): Promise<RenderedMarkdown> {
    return this.renderer.render(markdown, options);
  }

  /** A retry moves on to the next free slug. */
  private insertWithUniqueSlug(post: PostEntity, tags: TagInput[], autosave?: boolean): Promise<PostEntity> {
    return retryingSlugCollisions(async (tries) => {
      if (tries > 1) post.slug = await uniqueSlug(post.slug, (candidate) => this.repository.slugTaken(candidate, post.id));
      return this.write(post, tags, null, (manager, postId) => this.revisions.record(manager, postId, autosave));
    });
  }

  /**
   * The write of a whole post, new or written over (the editor's create, an import): its row and
   * tags, its images' rows, the redirects its address needs and `alongside` in one transaction;
   * then every replica's caches, the scheduler and the listeners.
   */
  private async write(
    post: PostEntity,
    tags: TagInput[],
    before: PostAddress | null,
    alongside: (manager: EntityManager, postId: string) => Promise<unknown>,
    { announceLive = true }: { announceLive?: boolean } = {},
  ): Promise<PostEntity> {
    let redirectsChanged = false;
    const saved = await this.repository.save(post, tags, async (manager, postId) => {
      await this.postImages.syncPost(postId, manager);
      redirectsChanged = await this.addressRedirects.follow(before, post, manager);
      await alongside(manager, postId);
    });
    await this.cache.changed();
    if (redirectsChanged) await this.addressRedirects.changed();
    await this.afterSave(saved, before?.status ?? null, announceLive);
    return saved;
  }

  private async findOrFail(id: string): Promise<PostEntity> {
    const post = await this.repository.findById(id);
    if (!post) throw new NotFoundException(`No post has the id ${id}`);
    return post;
  }
}
