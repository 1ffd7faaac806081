import { Injectable } from '@nestjs/common';
import net from 'node:net';

const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * The unit an attacker pays for: one IPv4 address, or one IPv6 /64 (a single client usually holds
 * a whole /64). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function throttleKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = ip.includes('::') ? [...headGroups, ...missing, ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

interface Failures {
  count: number;
  windowStart: number;
}

/**
 * Counts bad admin tokens per client address; past the limit that address waits out the window.
 * A right token does not reset the count: it would let a guesser behind the admin's NAT go on.
 */
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

  private current(address: string): Failures | undefined {
    const entry = this.failures.get(address);
    if (entry && this.now() - entry.windowStart >= WINDOW_MS) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }
}
