/** Thrown by ConcurrencyLimit.run when as many callers wait as it lets wait. */
export class QueueFullError extends Error {}

/**
 * Runs at most `slots` pieces of work at once; the rest wait their turn in order, at most
 * `maxWaiting` of them (so that what they hold while waiting stays bounded too).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(`${this.waiting.length} already waiting`);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
