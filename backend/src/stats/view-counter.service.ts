import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { throttleKey } from '../admin/auth-throttle.service.js';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { Clock } from '../common/clock.js';
import { isAdminRequest } from '../common/guards/admin-request.js';
import { AttemptsPerWindow } from '../common/throttle/attempts-per-window.js';
import { countedPage, isBot, isPrefetch, optedOut, referrerHost } from './counting-rules.js';
import { PublicPages } from './public-pages.js';
import { StatsRepository } from './stats.repository.js';
import { ViewBuffer } from './view-buffer.js';
import { DailySalts, utcDay, visitorHash } from './visitor-hash.js';

/** Views one client address may report per minute: more than anyone reads, few enough that a flood adds little. */
export const VIEWS_PER_ADDRESS_PER_MINUTE = 30;

export const TOO_MANY_VIEWS = 'Too many views reported from this address. Try again later.';

/** What became of a beacon: counted, left out by the rules (answered the same), or over its address's limit. */
export type BeaconOutcome = { kind: 'counted' | 'ignored' } | { kind: 'throttled'; retryAfterSeconds: number };

export interface BeaconBody {
  /** The page's path, as the browser had it. */
  path: string;
  /** document.referrer of the page's first view. */
  referrer?: string;
}

/**
 * Counts the views the beacon reports (stats/beacon-script.ts): the rules (docs/statistics.md) leave
 * out robots, readers who opted out, prefetches, the admin and anything that is not a public page;
 * what is left waits in a bounded buffer and is written in one statement when the buffer is big or
 * old enough (a later view, or the dashboard's read, finds it so) and when the app shuts down.
 */
@Injectable()
export class ViewCounter implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Statistics');
  private readonly buffer: ViewBuffer;
  private readonly salts: DailySalts;
  private readonly perAddress = new AttemptsPerWindow(VIEWS_PER_ADDRESS_PER_MINUTE, 60_000);
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly stats: StatsRepository,
    private readonly pages: PublicPages,
    private readonly clock: Clock,
    private readonly comingSoon: ComingSoonService,
  ) {
    this.buffer = new ViewBuffer(undefined, () => this.clock.now().getTime());
    this.salts = new DailySalts(stats);
  }

  /** Views dropped because the buffer was full or a write failed, since this process started. */
  get dropped(): number {
    return this.buffer.dropped;
  }

  async count(request: Request, body: BeaconBody): Promise<BeaconOutcome> {
    const headers = request.headers;
    const userAgent = headers['user-agent'];
    if (isAdminRequest(request) || headers.authorization || optedOut(headers) || isPrefetch(headers) || isBot(userAgent)) return { kind: 'ignored' };
    const counted = countedPage(body.path);
    if (!counted) return { kind: 'ignored' };
    const retryAfterSeconds = this.perAddress.take(throttleKey(request.ip));
    if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds };
    if (await this.comingSoon.isEnabledCached()) return { kind: 'ignored' };
    const now = this.clock.now();
    const page = await this.pages.resolve(counted, now.getTime());
    if (!page) return { kind: 'ignored' };
    const day = utcDay(now);
    const salt = await this.salts.saltFor(day);
    this.buffer.add({ day, page, referrer: referrerHost(body.referrer, headers.host), visitor: visitorHash(salt, request.ip ?? '', userAgent!) });
    if (this.buffer.due()) void this.flush();
    return { kind: 'counted' };
  }

  /** Writes what the buffer holds (after any write under way), so that a read that follows sees it. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const batch = this.buffer.take();
      if (!batch) return;
      try {
        await this.stats.write(batch);
      } catch (error) {
        this.buffer.dropped += batch.pages.reduce((sum, entry) => sum + entry.views, 0);
        this.logger.warn(`Views not written, left out: ${(error as Error).message}`);
      }
    });
    return this.writing;
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.flush();
  }
}
