import { BadRequestException, ConflictException, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { PostStatus } from '../post.entity.js';
import { PostChangedException } from '../post-preconditions.js';
import { PostsService } from '../posts.service.js';
import { tagSlug } from '../text/tag-slug.js';
import type { BulkAction, BulkItemResultDto, BulkOutcome, BulkPostsDto, BulkPostsResultDto } from './posts-bulk.dto.js';

type Outcome = Omit<BulkItemResultDto, 'id'>;

const DONE: Outcome = { outcome: 'done' };

/** A save of tags based on a version that changed meanwhile is tried again on the post as it is now, this many times in all. */
const TAG_TRIES = 3;

/**
 * Actions on many posts, one post at a time through PostsService, so that each does exactly what the
 * same action on one post does (caches, redirects, schedule, revisions, events, the trash). Per post,
 * not all-or-nothing: a writer who selected 40 posts wants the 38 that could be published published,
 * and told which 2 could not and why; a post that fails is left as it was.
 */
@Injectable()
export class PostsBulkService {
  private readonly logger = new Logger(PostsBulkService.name);

  constructor(private readonly posts: PostsService) {}

  apply(dto: BulkPostsDto): Promise<BulkPostsResultDto> {
    const tagged = dto.action === 'tag' || dto.action === 'untag';
    if (tagged && dto.tag === undefined) throw new BadRequestException(`tag is required to ${dto.action} posts`);
    if (!tagged && dto.tag !== undefined) throw new BadRequestException(`tag is only for the tag and untag actions, not ${dto.action}`);
    return this.each(dto.action, dto.ids, (id) => this.one(dto.action, id, dto.tag!));
  }

  restore(ids: string[]): Promise<BulkPostsResultDto> {
    return this.each('restore', ids, async (id) => {
      await this.posts.restore(id);
      return DONE;
    });
  }

  private async each(action: BulkAction | 'restore', ids: string[], run: (id: string) => Promise<Outcome>): Promise<BulkPostsResultDto> {
    const results: BulkItemResultDto[] = [];
    for (const id of new Set(ids.map((value) => value.toLowerCase()))) {
      results.push({ id, ...(await run(id).catch((error: unknown) => this.outcomeOf(error, id))) });
    }
    const count = (...outcomes: BulkOutcome[]) => results.filter((result) => outcomes.includes(result.outcome)).length;
    return { action, results, done: count('done'), failed: results.length - count('done', 'unchanged') };
  }

  private async one(action: BulkAction, id: string, tag: string): Promise<Outcome> {
    switch (action) {
      case 'delete':
        await this.posts.remove(id);
        return DONE;
      case 'publish':
        return this.setStatus(id, 'published');
      case 'unpublish':
        return this.setStatus(id, 'draft');
      case 'tag':
      case 'untag':
        return this.retag(id, action, tag);
    }
  }

  private async setStatus(id: string, status: PostStatus): Promise<Outcome> {
    const post = await this.posts.findById(id);
    if (!post) throw new NotFoundException(`No post has the id ${id}`);
    if (post.status === status) return { outcome: 'unchanged', message: `Already ${status}` };
    await this.posts.update(id, { status });
    return DONE;
  }

  /** Adds or takes off one tag, keeping the others: a save based on the version read, so a tag written meanwhile is not lost. */
  private async retag(id: string, action: 'tag' | 'untag', tag: string): Promise<Outcome> {
    const slug = tagSlug(tag);
    for (let tries = 1; ; tries++) {
      const post = await this.posts.findById(id);
      if (!post) throw new NotFoundException(`No post has the id ${id}`);
      const names = (post.tags ?? []).map((each) => each.name);
      const has = (post.tags ?? []).some((each) => each.slug === slug);
      if (has === (action === 'tag')) return { outcome: 'unchanged', message: action === 'tag' ? `Already tagged ${tag}` : `Not tagged ${tag}` };
      const tags = action === 'tag' ? [...names, tag] : (post.tags ?? []).filter((each) => each.slug !== slug).map((each) => each.name);
      try {
        await this.posts.update(id, { tags }, `"${post.version}"`);
        return DONE;
      } catch (error) {
        if (!(error instanceof PostChangedException) || tries >= TAG_TRIES) throw error;
      }
    }
  }

  /** What a failure means for this one post; the others go on. */
  private outcomeOf(error: unknown, id: string): Outcome {
    const message = error instanceof HttpException ? httpMessage(error) : 'The server could not change this post';
    if (error instanceof NotFoundException) return { outcome: 'not_found', message };
    if (error instanceof ConflictException || error instanceof PostChangedException) return { outcome: 'conflict', message };
    if (error instanceof BadRequestException) return { outcome: 'invalid', message };
    if (!(error instanceof HttpException)) this.logger.error(`A bulk action on post ${id} failed: ${(error as Error)?.stack ?? String(error)}`);
    return { outcome: 'failed', message };
  }
}

function httpMessage(error: HttpException): string {
  const body = error.getResponse();
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  return Array.isArray(message) ? message.join('; ') : String(message ?? error.message);
}
