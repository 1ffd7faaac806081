import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: nobody can try every address and user agent against a salt they cannot guess. */
export const SALT_BYTES = 32;

/** The UTC day of a moment, as PostgreSQL's `date` spells it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A reader's mark for one day: sha256 of the day's salt, their address and their user agent. The
 * same reader has another mark the next day (another salt), and once a day's salt is deleted its
 * marks cannot be traced back to an address or matched with any other day's.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string): Buffer {
  return createHash('sha256').update(salt).update('\0').update(address).update('\0').update(userAgent).digest();
}

/** A mark as a key of a day's maps (the view buffer's, the views remembered for take-backs). */
export function markKey(day: string, mark: Buffer): string {
  return `${day} ${mark.toString('base64')}`;
}

/** Where the salts live (PostgreSQL, so that replicas agree): the day's salt, made by whoever asks first. */
export interface SaltStore {
  saltOf(day: string, fresh: Buffer): Promise<Buffer>;
}

/** The salt of the day in force, read once per day per process; yesterday's is forgotten as the day turns. */
export class DailySalts {
  private current?: { day: string; salt: Promise<Buffer>; known?: Buffer };
  private waiting = 0;

  /** `maxWaiting`: views (each a closure) that may wait for a salt being read at once. */
  constructor(
    private readonly store: SaltStore,
    private readonly maxWaiting = Infinity,
  ) {}

  saltFor(day: string): Promise<Buffer> {
    if (this.current?.day !== day) {
      const salt = this.store.saltOf(day, randomBytes(SALT_BYTES));
      const current: { day: string; salt: Promise<Buffer>; known?: Buffer } = { day, salt };
      this.current = current;
      salt.then(
        (known) => (current.known = known),
        // A failed read is asked again by the next view, not remembered.
        () => {
          if (this.current === current) this.current = undefined;
        },
      );
    }
    return this.current.salt;
  }

  /** The day's salt for one more view waiting for it, or undefined when `maxWaiting` views wait already (the view is dropped). */
  waitFor(day: string): Promise<Buffer> | undefined {
    if (this.waiting >= this.maxWaiting) return undefined;
    this.waiting += 1;
    const salt = this.saltFor(day);
    const done = () => void (this.waiting -= 1);
    salt.then(done, done);
    return salt;
  }

  /** The day's salt when it has been read already, without waiting: a page is never held up by it. */
  known(day: string): Buffer | undefined {
    return this.current?.day === day ? this.current.known : undefined;
  }
}
