import { Injectable } from '@nestjs/common';
import { ByteBudgetLru } from '../common/cache/byte-budget-lru.js';
import type { CountedPage } from './counting-rules.js';
import { StatsRepository } from './stats.repository.js';

/** How long an answer is trusted: a post unpublished is still counted this long at most (and not at all once written: the write checks again). */
const TRUST_MS = 10_000;
const CACHE_BYTES = 512 * 1024;

/** A page a view is counted for: its path, and the post or page it is (null for a list). */
export interface ResolvedPage {
  path: string;
  postId: string | null;
}

/**
 * Whether a path names a published post or page, remembered a few seconds per path within a byte
 * budget: a read's views of one post cost one query per replica every few seconds, and a path
 * naming nothing (a visitor's typo, a flood of made-up paths) is remembered as nothing.
 */
@Injectable()
export class PublicPages {
  private readonly known = new ByteBudgetLru<{ postId: string | null; at: number }>(CACHE_BYTES);

  constructor(private readonly stats: StatsRepository) {}

  async resolve(page: CountedPage, now: number): Promise<ResolvedPage | null> {
    if (page.slug === null) return { path: page.path, postId: null };
    let entry = this.known.get(page.path);
    if (!entry || now - entry.at >= TRUST_MS) {
      entry = { postId: await this.stats.publishedPostId(page.slug, page.type), at: now };
      this.known.set(page.path, entry, 64);
    }
    return entry.postId ? { path: page.path, postId: entry.postId } : null;
  }
}
