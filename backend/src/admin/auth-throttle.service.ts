import { Injectable } from '@nestjs/common';

const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_ADDRESSES = 10_000;

interface Failures {
  count: number;
  windowStart: number;
}

/** Counts bad admin tokens per client address; past the limit that address waits out the window. */
@Injectable()
export class AuthThrottleService {
  private readonly failures = new Map<string, Failures>();

  /** The clock; unit tests move it. */
  now: () => number = Date.now;

  /** Seconds the address must wait, or 0 when it may try. */
  retryAfterSeconds(address: string): number {
    const entry = this.current(address);
    if (!entry || entry.count < MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil((entry.windowStart + WINDOW_MS - this.now()) / 1000));
  }

  recordFailure(address: string): void {
    const entry = this.current(address) ?? { count: 0, windowStart: this.now() };
    entry.count += 1;
    this.failures.delete(address);
    this.failures.set(address, entry);
    if (this.failures.size > MAX_TRACKED_ADDRESSES) {
      this.failures.delete(this.failures.keys().next().value!);
    }
  }

  recordSuccess(address: string): void {
    this.failures.delete(address);
  }

  private current(address: string): Failures | undefined {
    const entry = this.failures.get(address);
    if (entry && this.now() - entry.windowStart >= WINDOW_MS) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }
}
