import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InputValidationPipe } from '../common/pipes/input-validation.pipe.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { RenderService } from '../render/render.service.js';
import { postEtag } from '../posts/posts.mapper.js';
import { CreatePostDto, UpdatePostDto } from '../posts/posts.dto.js';
import type { PostEntity } from '../posts/post.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { PostsService } from '../posts/posts.service.js';
import { GhostAdminRepository } from './ghost-admin.repository.js';
import { GhostError } from './ghost-errors.js';
import { type GhostPost, toGhostPost } from './ghost-post.mapper.js';
import { folioFieldsOf, invalidPost, type SentBody, sentBody, thePostOf } from './ghost-post-input.js';
import { type GhostBrowseQuery, type GhostPagination, ghostPagination, pickFields } from './ghost-query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ghost's words for a stale edit. */
export const UPDATE_COLLISION = 'Saving failed! Someone else is editing this post.';
/** Ghost names a post without a title so. */
const UNTITLED = '(Untitled)';
const NO_BODY = 'A post needs a body: send html (with ?source=html), lexical, mobiledoc or markdown';

/** Folio's names in its refusals, in the words of the Ghost post the app sent. */
const GHOST_NAMES: Record<string, string> = {
  content_text: 'the post body (as Markdown)',
  cover_image_url: 'feature_image',
  cover_image_alt: 'feature_image_alt',
  excerpt: 'custom_excerpt',
  og_image_url: 'og_image',
};
const inGhostWords = (message: string) => message.replace(/\b(content_text|cover_image_url|cover_image_alt|excerpt|og_image_url)\b/g, (name) => GHOST_NAMES[name]!);

const postNotFound = () => new GhostError('NotFoundError', 'Post not found.');

/**
 * Whether `sent` is the post's `updated_at`: the same instant, or (from an app that keeps whole
 * seconds, as Ghost stores them) the same second.
 */
export function sameUpdatedAt(sent: string, current: Date): boolean {
  const time = Date.parse(sent);
  if (Number.isNaN(time)) return false;
  if (time === current.getTime()) return true;
  return !/\.\d/.test(sent) && time === Math.floor(current.getTime() / 1000) * 1000;
}

/**
 * Ghost's posts resource over Folio's posts: every write goes through PostsService (slugs, revisions,
 * scheduling, caches, redirects and newsletters as in Folio's own API); this only translates.
 */
@Injectable()
export class GhostPostsService {
  private readonly validation = new InputValidationPipe();
  private readonly siteUrl: string;

  constructor(
    private readonly posts: PostsService,
    private readonly postsRepository: PostsRepository,
    private readonly repository: GhostAdminRepository,
    private readonly renderer: RenderService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteUrl = config.siteUrl;
  }

  async browse(query: GhostBrowseQuery): Promise<{ posts: Array<Partial<GhostPost>>; meta: { pagination: GhostPagination } }> {
    const [posts, total] = await this.postsRepository.findPage({
      status: query.status,
      type: 'post',
      tagSlug: query.tagSlug,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      order: query.order,
      columns: 'all',
    });
    return {
      posts: posts.map((post) => pickFields(toGhostPost(this.siteUrl, post), query.fields)),
      meta: { pagination: ghostPagination(query.page, query.limit, total) },
    };
  }

  async read(id: string): Promise<{ posts: GhostPost[] }> {
    return { posts: [toGhostPost(this.siteUrl, await this.find(id))] };
  }

  async readBySlug(slug: string): Promise<{ posts: GhostPost[] }> {
    const id = await this.repository.postIdBySlug(slug.toLowerCase());
    if (!id) throw postNotFound();
    return this.read(id);
  }

  async add(body: unknown, source: unknown): Promise<{ posts: GhostPost[] }> {
    const post = thePostOf(body);
    const content = await this.markdownOf(sentBody(post, source, this.siteUrl));
    if (content === undefined) throw invalidPost('html', NO_BODY);
    // Ghost's defaults: a new post is a draft, and "(Untitled)" until named.
    const fields: Record<string, unknown> = { status: 'draft', ...folioFieldsOf(post, this.siteUrl) };
    if (typeof fields.title !== 'string' || !fields.title.trim()) fields.title = UNTITLED;
    const dto = await this.validated(CreatePostDto, { ...fields, content_text: content });
    const created = await this.posts.create(dto);
    return this.read(created.id);
  }

  /**
   * Ghost's edit: the app sends the `updated_at` it read, and a post saved since answers 409 (nothing
   * written). The check and the save are one: the save is made on the version read with the check,
   * so a save landing in between is a collision too.
   */
  async edit(id: string, body: unknown, source: unknown): Promise<{ posts: GhostPost[] }> {
    const post = thePostOf(body);
    if (typeof post.updated_at !== 'string') throw invalidPost('updated_at', 'updated_at is required: send the updated_at of the post as you read it');
    const content = await this.markdownOf(sentBody(post, source, this.siteUrl));
    const dto = await this.validated(UpdatePostDto, { ...folioFieldsOf(post, this.siteUrl), ...(content !== undefined && { content_text: content }) });
    const current = await this.find(id);
    if (!sameUpdatedAt(post.updated_at, current.updatedAt)) throw new GhostError('UpdateCollisionError', UPDATE_COLLISION);
    try {
      await this.posts.update(id, dto, postEtag(current.version));
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.PRECONDITION_FAILED) throw new GhostError('UpdateCollisionError', UPDATE_COLLISION);
      throw error;
    }
    return this.read(id);
  }

  async remove(id: string): Promise<void> {
    if (!UUID.test(id)) throw postNotFound();
    await this.find(id);
    await this.posts.remove(id);
  }

  private async find(id: string): Promise<PostEntity> {
    const post = UUID.test(id) ? await this.postsRepository.findById(id) : null;
    if (!post || post.type !== 'post') throw postNotFound();
    return post;
  }

  /** The sent body as Markdown: HTML through the importer's converter (in a worker, not behind imports), Markdown as it is. */
  private async markdownOf(body: SentBody | undefined): Promise<string | undefined> {
    if (body === undefined) return undefined;
    if ('markdown' in body) return body.markdown;
    return (await this.renderer.htmlToMarkdown(body.html, { background: false })).markdown;
  }

  /** Folio's own rules for a post (the global pipe's), refusals in Ghost's words. */
  private async validated<T extends object>(type: new () => T, value: Record<string, unknown>): Promise<T> {
    try {
      return (await this.validation.transform(value, { type: 'body', metatype: type })) as T;
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const answer = error.getResponse() as { message?: unknown };
      const messages = Array.isArray(answer.message) ? answer.message : [String(answer.message ?? error.message)];
      const words = messages.map((message) => inGhostWords(String(message)));
      const field = String(messages[0]).split(' ')[0] ?? 'post';
      throw invalidPost(field === 'content_text' ? 'html' : inGhostWords(field), words.join('; '));
    }
  }
}
