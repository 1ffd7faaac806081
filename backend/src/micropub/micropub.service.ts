import { BadRequestException, HttpStatus, Inject, Injectable, type Type } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { InputValidationPipe } from '../common/pipes/input-validation.pipe.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { PostEntity } from '../posts/post.entity.js';
import { CreatePostDto, UpdatePostDto } from '../posts/posts.dto.js';
import { PostsService } from '../posts/posts.service.js';
import { addressOf } from '../site/article.markup.js';
import { MEDIA_PATH, postAddressOf } from './micropub-addresses.js';
import { changedFields, namesOfUpdate, type PostFields, postFields, postProperties, refuseUnknownProperties, sourceOf, updatedProperties } from './micropub-entry.js';
import { MicropubError } from './micropub-error.js';
import { isPhotoFile, type MicropubCommand, type Properties, scopeOf } from './micropub-request.js';
import { MicropubPhotos, type StoredPhotos } from './micropub-photos.js';
import { type MicropubCaller, requireScope } from './micropub-tokens.js';
import { MicropubRepository } from './micropub.repository.js';

type UpdateCommand = Extract<MicropubCommand, { action: 'update' }>;

/** What a command answers: 201 with the post's address (created, or moved by an update), or 204. */
export interface MicropubAnswer {
  status: HttpStatus.CREATED | HttpStatus.NO_CONTENT;
  location?: string;
}

export const SUPPORTED_QUERIES = ['config', 'source', 'syndicate-to'];

/** Folio's names for what Micropub calls otherwise, in the words of a refusal. */
const MICROPUB_NAMES: Record<string, string> = {
  title: 'name',
  content_text: 'content',
  tags: 'category',
  excerpt: 'summary',
  slug: 'mp-slug',
  published_at: 'published',
  cover_image_url: 'photo',
  cover_image_alt: 'the photo\'s alt',
  status: 'post-status',
};
const inMicropubWords = (message: string) => message.replace(/\b(title|content_text|tags|excerpt|slug|published_at|cover_image_url|cover_image_alt|status)\b/g, (name) => MICROPUB_NAMES[name]!);

/** A stored image's path, standing in for a photo file while the entry is checked (before anything is stored). */
const PHOTO_STAND_IN = '/uploads/checking.webp';

/**
 * W3C Micropub on Folio's posts: every write is PostsService's own (slugs, revisions, scheduling,
 * caches, newsletters), deletes go to its trash and undeletes restore from there. An entry is
 * checked whole before anything is written or stored: a refused request changes nothing.
 */
@Injectable()
export class MicropubService {
  private readonly validation = new InputValidationPipe();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PostsService) private readonly posts: PostsService,
    @Inject(MicropubRepository) private readonly repository: MicropubRepository,
    @Inject(MicropubPhotos) private readonly photos: MicropubPhotos,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async command(command: MicropubCommand, caller: MicropubCaller): Promise<MicropubAnswer> {
    requireScope(caller, scopeOf(command));
    switch (command.action) {
      case 'create':
        return this.create(command.properties);
      case 'update':
        return this.update(command);
      case 'delete':
        await this.posts.remove((await this.find(command.url)).id);
        return { status: HttpStatus.NO_CONTENT };
      case 'undelete': {
        const id = await this.repository.deletedPostId(postAddressOf(command.url, this.config.siteUrl));
        if (!id) throw MicropubError.invalid(`No post deleted from ${command.url.slice(0, 200)} can be restored (deleted posts are kept 24 hours)`);
        await this.posts.restore(id);
        return { status: HttpStatus.NO_CONTENT };
      }
    }
  }

  /** GET /micropub?q=… (3.4, 3.7). */
  async query(q: string | undefined, url: string | undefined, properties: string[]): Promise<object> {
    switch (q) {
      case 'config':
        return { 'media-endpoint': this.config.siteUrl + MEDIA_PATH, 'syndicate-to': [], q: SUPPORTED_QUERIES };
      case 'syndicate-to':
        return { 'syndicate-to': [] };
      case 'source': {
        if (!url) throw MicropubError.invalid('q=source needs the url of a post');
        const post = await this.find(url);
        return sourceOf(post, this.urlOf(post), this.config.siteUrl, properties);
      }
      default:
        throw MicropubError.invalid(q ? `Unknown query q=${q.slice(0, 40)}: Folio answers q=${SUPPORTED_QUERIES.join(', q=')}` : `Say what to query: q=${SUPPORTED_QUERIES.join(', q=')}`);
    }
  }

  private async create(properties: Properties): Promise<MicropubAnswer> {
    refuseUnknownProperties(Object.keys(properties));
    const now = this.clock.now();
    const photos = properties.photo ?? [];
    const checked = await this.validate(CreatePostDto, postFields({ ...properties, photo: photos.map((photo) => (isPhotoFile(photo) ? PHOTO_STAND_IN : photo)) }, now, 'append'));
    if (!photos.length) return this.created(await this.posts.create(checked));
    const stored = await this.photos.store(photos);
    return this.created(
      await this.withPhotos(stored, async () => this.posts.create(await this.validate(CreatePostDto, postFields({ ...properties, photo: stored.photos }, now, 'append')))),
    );
  }

  private created(post: Pick<PostEntity, 'slug' | 'type'>): MicropubAnswer {
    return { status: HttpStatus.CREATED, location: this.urlOf(post) };
  }

  /** `write` with photos stored for it: refused, the images it added go again (a refused request changes nothing). */
  private async withPhotos<T>(stored: StoredPhotos, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.photos.forget(stored.createdImageIds);
      throw error;
    }
  }

  private async update(command: UpdateCommand): Promise<MicropubAnswer> {
    refuseUnknownProperties(namesOfUpdate(command));
    const post = await this.find(command.url);
    const before = postProperties(post);
    const changes = (update: UpdateCommand) => changedFields(before, updatedProperties(before, update, this.config.siteUrl), this.clock.now());
    const checked = await this.validate(UpdatePostDto, changes(command));
    const { replace, add } = command;
    if (!replace.photo && !add.photo) return this.saved(post, checked);
    // One store for both, so that a photo of `add` refused also takes back those of `replace`.
    const replaced = replace.photo?.length ?? 0;
    const stored = await this.photos.store([...(replace.photo ?? []), ...(add.photo ?? [])]);
    const withStored = (properties: Properties, from: number, to: number) => (properties.photo ? { ...properties, photo: stored.photos.slice(from, to) } : properties);
    return this.withPhotos(stored, async () => {
      const dto = await this.validate(UpdatePostDto, changes({ ...command, replace: withStored(replace, 0, replaced), add: withStored(add, replaced, stored.photos.length) }));
      return this.saved(post, dto);
    });
  }

  private async saved(post: PostEntity, dto: UpdatePostDto): Promise<MicropubAnswer> {
    if (!Object.keys(dto).length) return { status: HttpStatus.NO_CONTENT };
    const saved = await this.posts.update(post.id, dto);
    const moved = saved.slug !== post.slug;
    return moved ? { status: HttpStatus.CREATED, location: this.urlOf(saved) } : { status: HttpStatus.NO_CONTENT };
  }

  private async find(url: string): Promise<PostEntity> {
    const id = await this.repository.postId(postAddressOf(url, this.config.siteUrl));
    const post = id ? await this.posts.findById(id) : null;
    if (!post) throw MicropubError.invalid(`No post has the address ${url.slice(0, 200)}`);
    return post;
  }

  private urlOf(post: Pick<PostEntity, 'slug' | 'type'>): string {
    return this.config.siteUrl + addressOf(post);
  }

  /** Folio's own rules for a post's fields (lengths, slugs, URLs), refused in Micropub's shape and names. */
  private async validate<T extends object>(metatype: Type<T>, fields: Partial<PostFields>): Promise<T> {
    try {
      return (await this.validation.transform(fields, { type: 'body', metatype })) as T;
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const answer = error.getResponse() as { message?: unknown };
      const message = Array.isArray(answer.message) ? answer.message.join('; ') : String(answer.message ?? error.message);
      throw MicropubError.invalid(inMicropubWords(message));
    }
  }
}
