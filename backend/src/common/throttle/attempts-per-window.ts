/** Keys followed at most: past this, the oldest are forgotten (memory stays bounded whoever calls). */
const MAX_TRACKED_KEYS = 10_000;

interface Window {
  count: number;
  start: number;
}

/**
 * At most `limit` attempts per key in each window of `windowMs`, counted in this process (as the
 * admin token's throttle is): enough to stop one client hammering a form or a button.
 */
export class AttemptsPerWindow {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt and answers 0, or answers the seconds to wait when the key is over its limit (not counted). */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) window = { count: 0, start: now };
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_TRACKED_KEYS) this.forgetOldest();
    return 0;
  }

  /**
   * Forgets the oldest tenth in one pass. One at a time, each would cost a walk over every key
   * deleted before it (a Map keeps them until it is rebuilt): 9 µs a new key past the bound.
   */
  private forgetOldest(): void {
    let excess = this.windows.size - MAX_TRACKED_KEYS * 0.9;
    for (const key of this.windows.keys()) {
      if (excess-- <= 0) break;
      this.windows.delete(key);
    }
  }
}
