import { HttpException, HttpStatus } from '@nestjs/common';
import type { AdminPostDto } from './posts.dto.js';
import { postEtag } from './posts.mapper.js';

export const POST_CHANGED_MESSAGE =
  'This post was changed elsewhere since you loaded it (another tab or device); nothing was saved. The current version is in "current".';

/** 412: the post is not at the version the save was based on. Carries the post as it is now. */
export class PostChangedException extends HttpException {
  constructor(readonly current: AdminPostDto) {
    super({ statusCode: HttpStatus.PRECONDITION_FAILED, message: POST_CHANGED_MESSAGE, current }, HttpStatus.PRECONDITION_FAILED);
  }
}

/** The entity-tags of an If-Match header: `*`, or quoted tags (weak ones marked W/), comma-separated. */
function entityTags(header: string): string[] {
  return header.match(/\*|(?:W\/)?"[^"]*"/g) ?? [];
}

/**
 * RFC 9110 §13.1.1: absent, the save goes ahead; `*` matches any existing post; otherwise one of
 * the listed tags must be the current ETag under strong comparison (a weak tag never matches).
 */
export function preconditionHolds(ifMatch: string | undefined, version: number): boolean {
  if (ifMatch === undefined) return true;
  const current = postEtag(version);
  return entityTags(ifMatch).some((tag) => tag === '*' || tag === current);
}
