import { stringBytes } from '../common/cache/byte-budget-lru.js';
import { checkTarget, pathOfKey, requestKeys, targetPath } from './redirect-paths.js';

/** What a redirect may be created with. */
export const REDIRECT_STATUSES = [301, 302] as const;
/** What a redirect becomes when the post it led to is deleted: answered 410 Gone, without a Location. */
export const GONE = 410;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number] | typeof GONE;

/** A redirect as the matcher and the rules need it: `from` in its stored form (redirect-paths.ts). */
export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

interface Held extends RedirectRule {
  /** Where the target leads on this site (path and query), when it does. */
  local?: string;
}

/** Map slots, the record and the strings' headers, beside the strings themselves. */
const RULE_OVERHEAD_BYTES = 240;

/**
 * A set of redirects with what the rules ask of it: which one catches an address, and whether a new
 * one would loop or make a chain with those held. Used whole by the cache (every redirect, while it
 * fits) and in part by each write (the redirects a new one could touch, read under the write lock).
 */
export class RedirectSet {
  private readonly byFrom = new Map<string, Held>();
  /** Froms by the path their target leads to, to find what points at an address without a scan. */
  private readonly byTargetPath = new Map<string, Set<string>>();
  private heldBytes = 0;

  constructor(private readonly siteOrigin?: string) {}

  get size(): number {
    return this.byFrom.size;
  }

  /** Roughly what the set takes in memory. */
  get bytes(): number {
    return this.heldBytes;
  }

  static estimateBytes(fromChars: number, toChars: number, count: number): number {
    return (fromChars + toChars) * 4 + count * RULE_OVERHEAD_BYTES;
  }

  add(rule: RedirectRule): void {
    this.delete(rule.from);
    // A gone redirect leads nowhere: nothing is a chain through it.
    const local = rule.status === GONE ? undefined : checkTarget(rule.to, this.siteOrigin).value?.local;
    this.byFrom.set(rule.from, { ...rule, local });
    if (local !== undefined) {
      const path = targetPath(local);
      const froms = this.byTargetPath.get(path) ?? new Set<string>();
      froms.add(rule.from);
      this.byTargetPath.set(path, froms);
    }
    this.heldBytes += (stringBytes(rule.from) + stringBytes(rule.to)) * 2 + RULE_OVERHEAD_BYTES;
  }

  delete(from: string): void {
    const held = this.byFrom.get(from);
    if (!held) return;
    this.byFrom.delete(from);
    if (held.local !== undefined) this.byTargetPath.get(targetPath(held.local))?.delete(from);
    this.heldBytes -= (stringBytes(held.from) + stringBytes(held.to)) * 2 + RULE_OVERHEAD_BYTES;
  }

  get(from: string): RedirectRule | undefined {
    return this.byFrom.get(from);
  }

  /** The redirect a request for `address` (path and query) gets, if any. */
  match(address: string): RedirectRule | undefined {
    if (!this.byFrom.size) return undefined;
    for (const key of requestKeys(address)) {
      const found = this.byFrom.get(key);
      if (found) return found;
    }
    return undefined;
  }

  /** A redirect whose target a redirect from `from` would catch. */
  pointingAt(from: string): RedirectRule | undefined {
    for (const other of this.byTargetPath.get(pathOfKey(from)) ?? []) {
      const held = this.byFrom.get(other)!;
      if (requestKeys(held.local!).includes(from)) return held;
    }
    return undefined;
  }

  /**
   * Why `from` → `to` may not join the set (a loop, or a chain: no visitor is ever sent through
   * two redirects), or undefined. A redirect from the same `from` is the caller's to judge.
   */
  problemWith(from: string, to: string): string | undefined {
    const local = checkTarget(to, this.siteOrigin).value?.local;
    if (local !== undefined && requestKeys(local).includes(from)) {
      return `from and to are the same address (${from}): the redirect would loop`;
    }
    const next = local === undefined ? undefined : this.match(local);
    if (next?.status === GONE) return `${to} is gone (the redirect from ${next.from} answers 410): point ${from} at another address`;
    if (next) {
      const nextLocal = checkTarget(next.to, this.siteOrigin).value?.local;
      if (nextLocal !== undefined && requestKeys(nextLocal).includes(from)) {
        return `${from} → ${to} would loop with the redirect ${next.from} → ${next.to}`;
      }
      return `${to} already redirects to ${next.to} (redirect from ${next.from}): point ${from} straight at ${next.to}, since chains of redirects are not allowed`;
    }
    const previous = this.pointingAt(from);
    if (previous) {
      return `the redirect ${previous.from} → ${previous.to} leads to ${from}: a redirect from ${from} would make a chain (change ${previous.from} to lead to ${to} instead)`;
    }
    return undefined;
  }
}
