/** Minutes to wait after each temporary refusal: the first retry a minute later, the last two hours after the fourth. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** Tries in all before a temporarily refused delivery counts as failed (its reader stays subscribed). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** When a delivery refused for the `attempts`-th time (1 for the first) is tried again; null when it has had its tries. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const minutes = RETRY_DELAYS_MINUTES[Math.max(0, attempts - 1)]!;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * When the batch after one of `sent` messages begun at `startedAt` may begin, at `ratePerMinute`
 * (0: no limit, at once).
 */
export function nextBatchAt(startedAt: Date, sent: number, ratePerMinute: number): Date {
  if (ratePerMinute <= 0) return startedAt;
  return new Date(startedAt.getTime() + Math.ceil((sent * 60_000) / ratePerMinute));
}
