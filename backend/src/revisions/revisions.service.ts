import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminPostDto } from '../posts/posts.dto.js';
import { PostsService } from '../posts/posts.service.js';
import type { PostRevisionEntity } from './post-revision.entity.js';
import { restoreRequest } from './restore-request.js';
import type { RevisionDto, RevisionListDto } from './revisions.dto.js';
import { mapRevision, mapRevisionSummary } from './revisions.mapper.js';
import { RevisionsRepository } from './revisions.repository.js';

const noPost = (postId: string) => new NotFoundException(`No post has the id ${postId}`);

@Injectable()
export class RevisionsService {
  constructor(
    private readonly repository: RevisionsRepository,
    private readonly posts: PostsService,
  ) {}

  async list(postId: string): Promise<RevisionListDto> {
    const revisions = await this.repository.list(postId);
    if (!revisions) throw noPost(postId);
    return { items: revisions.map(mapRevisionSummary), total: revisions.length };
  }

  async get(postId: string, revisionId: string): Promise<RevisionDto> {
    return mapRevision(await this.findOrFail(postId, revisionId));
  }

  /**
   * Saves the post as the revision has it, through the editor's own save (rendered again, its images,
   * redirects, caches and schedule following), which keeps a revision of its own.
   */
  async restore(postId: string, revisionId: string): Promise<AdminPostDto> {
    const revision = await this.findOrFail(postId, revisionId);
    return this.posts.update(postId, restoreRequest(revision));
  }

  private async findOrFail(postId: string, revisionId: string): Promise<PostRevisionEntity> {
    const found = await this.repository.find(postId, revisionId);
    if (found === 'no post') throw noPost(postId);
    if (found === 'no revision') throw new NotFoundException(`Post ${postId} has no revision with the id ${revisionId}`);
    return found;
  }
}
