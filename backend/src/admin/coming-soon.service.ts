import { Injectable, Logger } from '@nestjs/common';
import { answerWithin } from '../common/async/answer-within.js';
import { ComingSoonRepository } from './coming-soon.repository.js';

/** Replicas read the switch from PostgreSQL at most this long after another one flipped it. */
const CACHE_MS = 500;
/** A visitor waits at most this long for the switch; a slower database leaves the last known state in force. */
const READ_WITHIN_MS = 1_000;

@Injectable()
export class ComingSoonService {
  private readonly logger = new Logger(ComingSoonService.name);
  private cached = false;
  private cachedAt = Number.NEGATIVE_INFINITY;
  private pending?: Promise<boolean>;
  /** Bumped by every write, so that a read begun before it cannot overwrite it. */
  private writes = 0;

  constructor(private readonly repository: ComingSoonRepository) {}

  /** Strict read for the admin: fails when the database does. */
  async getEnabled(): Promise<boolean> {
    return this.remember(await this.repository.isEnabled());
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    this.writes++;
    return this.remember(await this.repository.setEnabled(enabled));
  }

  /**
   * Read on every visitor request: cached briefly, one query in flight at most, and the last
   * known state while the database is unreachable or slow to answer, so an outage neither opens
   * nor closes the site, nor holds every request up before its own query even starts.
   */
  async isEnabledCached(): Promise<boolean> {
    if (Date.now() - this.cachedAt < CACHE_MS) return this.cached;
    return answerWithin(this.refresh(), READ_WITHIN_MS, () => this.cached);
  }

  /** True only when the site is known to be open as of the last half second; else ask isEnabledCached(). */
  knownOpen(): boolean {
    return !this.cached && Date.now() - this.cachedAt < CACHE_MS;
  }

  private refresh(): Promise<boolean> {
    const writesBefore = this.writes;
    this.pending ??= this.repository
      .isEnabled()
      .then((enabled) => (this.writes === writesBefore ? this.remember(enabled) : this.cached))
      .catch((error: Error) => {
        this.logger.warn(`Coming Soon state unavailable, keeping the last known one: ${error.message}`);
        return this.cached;
      })
      .finally(() => (this.pending = undefined));
    return this.pending;
  }

  private remember(enabled: boolean): boolean {
    this.cached = enabled;
    this.cachedAt = Date.now();
    return enabled;
  }
}
