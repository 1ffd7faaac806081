import { BadRequestException, createParamDecorator, type ExecutionContext, HttpException, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
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

export const BAD_IF_MATCH = 'If-Match must be * or a comma-separated list of entity-tags, such as "3"';

const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

/** The If-Match header as sent (several fields joined by commas), read without documenting a second, required parameter. */
export const IfMatch = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const header = context.switchToHttp().getRequest<Request>().headers['if-match'];
  return Array.isArray(header) ? header.join(', ') : header;
});

/** The entity-tags of an If-Match header (RFC 9110 §8.8.3, §13.1.1): `*` alone, or quoted tags, weak ones marked W/. */
export function parseIfMatch(header: string): string[] {
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.length === 1 && tags[0] === '*') return tags;
  if (!tags.every((tag) => ENTITY_TAG.test(tag))) throw new BadRequestException(BAD_IF_MATCH);
  return tags;
}

/**
 * RFC 9110 §13.1.1: absent, the save goes ahead; `*` matches the post (it exists: a missing one is
 * 404, as it would be without the header, §13.2.1); otherwise one of the listed tags must be the
 * current ETag under strong comparison, where a weak tag never matches.
 */
export function preconditionHolds(ifMatch: string[] | undefined, version: number): boolean {
  if (ifMatch === undefined) return true;
  const current = postEtag(version);
  return ifMatch.some((tag) => tag === '*' || tag === current);
}
