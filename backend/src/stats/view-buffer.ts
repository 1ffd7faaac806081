import type { ResolvedPage } from './public-pages.js';
import { markKey } from './visitor-hash.js';

/** One view as counted: its day, page, referrer host (or null) and the reader's mark for the day. */
export interface View {
  day: string;
  page: ResolvedPage;
  referrer: string | null;
  visitor: Buffer;
}

/** What a flush writes: views summed per day and page, per day and referrer host, and the day's visitor marks once each. */
export interface ViewBatch {
  pages: Array<{ day: string; page: ResolvedPage; views: number }>;
  referrers: Array<{ day: string; host: string; views: number }>;
  visitors: Array<{ day: string; hash: Buffer }>;
}

export interface ViewBufferLimits {
  /** Distinct day+page, day+host and day+visitor entries held at most; a view past it is dropped (and counted as dropped). */
  maxEntries: number;
  /** A batch is due at this many entries… */
  flushAtEntries: number;
  /** …or once its oldest view is this old. */
  flushAfterMs: number;
}

export const VIEW_BUFFER_LIMITS: ViewBufferLimits = { maxEntries: 20_000, flushAtEntries: 2_000, flushAfterMs: 1_500 };

/**
 * Views waiting to be written, summed as they come: a burst of views of the same pages takes a few
 * entries, however many views it holds. Bounded by entries (each at most a few hundred bytes: paths
 * and hosts are cut before they get here), so that no traffic can fill memory.
 */
export class ViewBuffer {
  private pages = new Map<string, { day: string; page: ResolvedPage; views: number }>();
  private referrers = new Map<string, { day: string; host: string; views: number }>();
  private visitors = new Map<string, { day: string; hash: Buffer }>();
  private oldest: number | undefined;
  /** Views refused because the buffer was full, since the process started. */
  dropped = 0;

  constructor(
    private readonly limits: ViewBufferLimits = VIEW_BUFFER_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.pages.size + this.referrers.size + this.visitors.size;
  }

  /** Adds a view; false when the buffer is full and the view was dropped. */
  add(view: View): boolean {
    if (this.size + 3 > this.limits.maxEntries) {
      this.dropped += 1;
      return false;
    }
    this.oldest ??= this.now();
    const pageKey = `${view.day} ${view.page.path}`;
    const page = this.pages.get(pageKey);
    if (page) page.views += 1;
    else this.pages.set(pageKey, { day: view.day, page: view.page, views: 1 });
    if (view.referrer) {
      const hostKey = `${view.day} ${view.referrer}`;
      const host = this.referrers.get(hostKey);
      if (host) host.views += 1;
      else this.referrers.set(hostKey, { day: view.day, host: view.referrer, views: 1 });
    }
    const visitorKey = markKey(view.day, view.visitor);
    if (!this.visitors.has(visitorKey)) this.visitors.set(visitorKey, { day: view.day, hash: view.visitor });
    return true;
  }

  /** Whether a batch should be written now: it is big enough, or has waited long enough. */
  due(): boolean {
    return this.size >= this.limits.flushAtEntries || (this.oldest !== undefined && this.now() - this.oldest >= this.limits.flushAfterMs);
  }

  /** Hands over everything held and starts empty; undefined when nothing is held. */
  take(): ViewBatch | undefined {
    if (this.oldest === undefined) return undefined;
    const batch = { pages: [...this.pages.values()], referrers: [...this.referrers.values()], visitors: [...this.visitors.values()] };
    this.pages = new Map();
    this.referrers = new Map();
    this.visitors = new Map();
    this.oldest = undefined;
    return batch;
  }
}
