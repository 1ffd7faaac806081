import { BadRequestException } from '@nestjs/common';
import type { PostStatus } from '../post.entity.js';

/** Whether and when a post is live. */
export interface Publication {
  status: PostStatus;
  publishedAt: Date | null;
}

/** What a save asks for: undefined leaves a field as it is; `published_at: null` clears the date. */
export interface PublicationRequest {
  status?: PostStatus;
  published_at?: string | null;
}

const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59);

function requestedDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) {
    throw new BadRequestException('published_at must be a date and time between 1970 and 9999, e.g. 2026-05-01T07:00:00Z');
  }
  return date;
}

/**
 * The status and date a save leaves a post with, from the post as it is (`current`, null on create)
 * and what the save asks. A date in the past backdates a published post; a scheduled post needs one
 * in the future (checked only when the save sets the status or the date: retitling a scheduled post
 * whose minute has just come must not fail). Publishing a post whose date lies ahead publishes it now;
 * unscheduling forgets the date.
 */
export function plannedPublication(current: Publication | null, request: PublicationRequest, now: Date): Publication {
  const status = request.status ?? current?.status ?? 'published';
  const requested = requestedDate(request.published_at);
  const kept = current?.publishedAt ?? null;
  switch (status) {
    case 'scheduled': {
      const at = requested === undefined ? kept : requested;
      if (!at) throw new BadRequestException('published_at is required to schedule a post: the date and time it goes live');
      const asked = request.status === 'scheduled' || requested !== undefined;
      if (asked && at.getTime() <= now.getTime()) {
        throw new BadRequestException(`published_at must be in the future to schedule a post (${at.toISOString()} has passed)`);
      }
      return { status, publishedAt: at };
    }
    case 'published': {
      if (requested) {
        if (requested.getTime() > now.getTime()) {
          throw new BadRequestException('published_at is in the future: set status to "scheduled" to publish the post then');
        }
        return { status, publishedAt: requested };
      }
      const stillAhead = kept !== null && kept.getTime() > now.getTime();
      return { status, publishedAt: kept === null || stillAhead || requested === null ? now : kept };
    }
    case 'draft': {
      if (requested !== undefined) return { status, publishedAt: requested };
      return { status, publishedAt: current?.status === 'scheduled' ? null : kept };
    }
  }
}
