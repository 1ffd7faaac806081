import { markKey } from './visitor-hash.js';

/** One view this replica counted: its page's path and the referrer host counted with it. */
export interface CountedView {
  path: string;
  referrer: string | null;
}

export interface CountedViewsLimits {
  /** Visitor marks remembered; past it by a tenth, those seen least lately are forgotten down to it. */
  marks: number;
  /** Views remembered per mark, the latest. */
  viewsPerMark: number;
  /** A mark not seen for this long is forgotten (the admin's take-back comes as the page runs its script). */
  maxAgeMs: number;
}

export const COUNTED_VIEWS_LIMITS: CountedViewsLimits = { marks: 10_000, viewsPerMark: 8, maxAgeMs: 60 * 60 * 1000 };

/** What a take-back found: the view to undo, a mark that viewed other paths only (nothing to undo), or a mark this replica does not know. */
export type Recalled = { kind: 'view'; view: CountedView } | { kind: 'other-path' } | { kind: 'unknown' };

interface Mark {
  seen: number;
  views: CountedView[];
}

/**
 * The views this replica counted lately, per visitor mark and day: a take-back (the admin's own view)
 * undoes only one of these, with the referrer remembered, never what the client says. Bounded in
 * marks, views per mark and age, so that no traffic can fill memory.
 */
export class CountedViews {
  private readonly marks = new Map<string, Mark>();

  constructor(
    private readonly limits: CountedViewsLimits = COUNTED_VIEWS_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.marks.size;
  }

  remember(day: string, visitor: Buffer, view: CountedView): void {
    const key = markKey(day, visitor);
    const mark = this.marks.get(key) ?? { seen: 0, views: [] };
    // Seen last goes last: the Map's first key is always the one to forget.
    this.marks.delete(key);
    mark.seen = this.now();
    mark.views.push(view);
    if (mark.views.length > this.limits.viewsPerMark) mark.views.shift();
    this.marks.set(key, mark);
    if (this.marks.size > this.limits.marks + Math.floor(this.limits.marks / 10)) this.forgetOldest();
  }

  /**
   * Back down to the limit, the marks seen least lately first, in one pass. One at a time, each would
   * walk past the holes its forerunners left at the front of the Map (V8 compacts it only as it
   * grows): some 10 µs a view once full, against about 1 µs in batches of a tenth.
   */
  private forgetOldest(): void {
    let excess = this.marks.size - this.limits.marks;
    for (const key of this.marks.keys()) {
      if (excess-- <= 0) break;
      this.marks.delete(key);
    }
  }

  /** Takes out the latest view of `path` by this mark on this day; the mark is kept when it viewed other paths only. */
  recall(day: string, visitor: Buffer, path: string): Recalled {
    const key = markKey(day, visitor);
    const mark = this.marks.get(key);
    if (!mark) return { kind: 'unknown' };
    if (this.now() - mark.seen > this.limits.maxAgeMs) {
      this.marks.delete(key);
      return { kind: 'unknown' };
    }
    const index = mark.views.findLastIndex((view) => view.path === path);
    if (index < 0) return { kind: 'other-path' };
    const [view] = mark.views.splice(index, 1);
    if (mark.views.length === 0) this.marks.delete(key);
    return { kind: 'view', view: view! };
  }
}

