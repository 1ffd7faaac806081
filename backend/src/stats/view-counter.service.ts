import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Express, Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { throttleKey } from '../admin/auth-throttle.service.js';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { Clock } from '../common/clock.js';
import { isAdminRequest } from '../common/guards/admin-request.js';
import { AttemptsPerWindow } from '../common/throttle/attempts-per-window.js';
import { ChangeFeed } from '../database/change-feed.js';
import { CountedViews } from './counted-views.js';
import { countedPage, isBot, isNavigation, isPrefetch, optedOut, referrerHost } from './counting-rules.js';
import { type ResolvedPage, PublicPages } from './public-pages.js';
import { StatsRepository, type TakeBack } from './stats.repository.js';
import { VIEW_BUFFER_LIMITS, ViewBuffer } from './view-buffer.js';
import { DailySalts, utcDay, visitorHash } from './visitor-hash.js';

/** Views one client address may add per minute (its pages and its beacons): more than anyone reads, few enough that a flood adds little. */
export const VIEWS_PER_ADDRESS_PER_MINUTE = 30;

export const TOO_MANY_VIEWS = 'Too many views reported from this address. Try again later.';
export const TOO_MANY_TAKE_BACKS = 'Too many take-backs reported to this server. Try again later.';

/** Told to every replica when a take-back's mark is not remembered here: the one that counted the view takes it back. */
const TAKE_BACK_TOPIC = 'stats-take-back:';
/** Take-backs waiting at most (past it one is left out: a flood costs one bounded statement a write). */
const TAKE_BACKS_QUEUED = 1_000;
/** Take-backs one replica accepts a minute, from every address together: only the admin's browser sends them. */
export const TAKE_BACKS_PER_MINUTE = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const REFERRERS_KEPT = 1_000;
const USER_AGENTS_KEPT = 1_000;
/** The same failure (the database away) is logged once per this long, not once per reader. */
const WARN_EVERY_MS = 30_000;
/** After the day's salt could not be read, pages' views are dropped this long before it is asked again. */
const SALT_RETRY_MS = 5_000;

/** What became of a beacon: counted (or taken back), left out by the rules (answered the same), or over a limit (its address's, or the take-backs'). */
export type BeaconOutcome = { kind: 'counted' | 'ignored' } | { kind: 'throttled'; retryAfterSeconds: number; message: string };

export interface BeaconBody {
  /** The page's path, as the browser had it. */
  path: string;
  /** document.referrer of the page. */
  referrer?: string;
  /** The admin's own view of this page, which the server counted: take it back. */
  own?: boolean;
}

/**
 * Counts views: a public page's own answer as it is sent (countPage: a browser's navigation, by the
 * rules of docs/statistics.md), and what the beacon reports (count: a prerendered page shown, the
 * app's own navigations; takeBack: the admin's own view of a page, which the server could not tell).
 * Counted views wait in a bounded buffer and are written in one statement when the buffer is big or
 * old enough (a later view, or the dashboard's read, finds it so) and when the app shuts down.
 */
@Injectable()
export class ViewCounter implements BeforeApplicationShutdown, OnModuleDestroy {
  private readonly logger = new Logger('Statistics');
  private readonly buffer: ViewBuffer;
  private readonly salts: DailySalts;
  private readonly perAddress = new AttemptsPerWindow(VIEWS_PER_ADDRESS_PER_MINUTE, 60_000);
  private readonly takeBacksPerAddress = new AttemptsPerWindow(VIEWS_PER_ADDRESS_PER_MINUTE, 60_000);
  private readonly takeBacksInTotal = new AttemptsPerWindow(TAKE_BACKS_PER_MINUTE, 60_000);
  /** What this replica counted lately per mark: a take-back undoes one of these views, nothing else. */
  private readonly counted: CountedViews;
  /** Names this replica in its take-back notices: it hears its own too (at once, and again from PostgreSQL), and skips them. */
  private readonly replica = randomUUID();
  private writing: Promise<void> = Promise.resolve();
  /** A write asked for by a view is queued or under way. */
  private batchDue = false;
  /** Views of pages already answered, waiting for the day's salt: a write waits for them too. */
  private saltWait: Promise<void> = Promise.resolve();
  /** Take-backs of views this replica counted, waiting for the next write. */
  private takeBacks: TakeBack[] = [];
  private express?: Express;
  private readonly unsubscribe: () => void;
  /** The UTC day in force and when it ends, so that a page's view does not spell out the date again. */
  private day = { name: '', end: 0 };
  /** Referrer hosts of the referrers last seen (a page's readers mostly come from a few): each is parsed once. */
  private readonly referrers = new Map<string, string | null>();
  private readonly robots = new Map<string, boolean>();
  private lastWarning = 0;
  private saltFailedAt = 0;

  constructor(
    private readonly stats: StatsRepository,
    private readonly pages: PublicPages,
    private readonly clock: Clock,
    private readonly comingSoon: ComingSoonService,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
  ) {
    this.buffer = new ViewBuffer(undefined, () => this.clock.now().getTime());
    this.salts = new DailySalts(stats, VIEW_BUFFER_LIMITS.maxEntries);
    this.counted = new CountedViews(undefined, () => this.clock.now().getTime());
    this.unsubscribe = changes.subscribe((topic) => {
      if (topic.startsWith(TAKE_BACK_TOPIC)) this.heardTakeBack(topic.slice(TAKE_BACK_TOPIC.length));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** Views dropped because the buffer was full or a write failed, since this process started. */
  get dropped(): number {
    return this.buffer.dropped;
  }

  /** The app whose `trust proxy` says which address a request answered before Express comes from (X-Forwarded-For or the socket's). */
  readAddressesWith(express: Express): void {
    this.express = express;
  }

  /**
   * Counts the view a public page's answer is, as it is sent (site/spa.service.ts, site/cached-answers.ts):
   * a GET by a browser's navigation that no rule leaves out, within the address's limit (past it the
   * page is answered all the same). Never waits and never reads the database: the caller knows the
   * page is published and the site open; the day's salt is the one already read (the day's first view
   * on this replica waits for it off the page's path).
   */
  countPage(request: IncomingMessage, page: ResolvedPage): void {
    try {
      this.countAnswer(request, page);
    } catch (error) {
      // Never the page's failure: it is answered whatever becomes of its view.
      this.leftOut(error);
    }
  }

  private countAnswer(request: IncomingMessage, page: ResolvedPage): void {
    const headers = request.headers;
    if (request.method !== 'GET' || !isNavigation(headers) || headers.authorization !== undefined) return;
    const userAgent = headers['user-agent'];
    if (optedOut(headers) || isPrefetch(headers) || this.isRobot(userAgent)) return;
    const address = this.addressOf(request);
    if (this.perAddress.take(throttleKey(address)) > 0) return;
    const day = this.today();
    const referrer = this.referrerOf(headers.referer, headers.host);
    const add = (salt: Buffer) => this.add({ day, page, referrer, visitor: visitorHash(salt, address, userAgent!) });
    const salt = this.salts.known(day);
    if (salt) return add(salt);
    // The database away: the pages are not each sent after it meanwhile.
    if (Date.now() - this.saltFailedAt < SALT_RETRY_MS) return void (this.buffer.dropped += 1);
    // Every view waiting for the salt waits on the same read, as many as the buffer holds: the last one added is added after the others.
    const waiting = this.salts.waitFor(day);
    if (!waiting) return void (this.buffer.dropped += 1);
    this.saltWait = waiting
      .then(add, (error: unknown) => {
        this.saltFailedAt = Date.now();
        throw error;
      })
      .catch((error: unknown) => this.leftOut(error));
  }

  private leftOut(error: unknown): void {
    this.buffer.dropped += 1;
    if (Date.now() - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = Date.now();
    this.logger.warn(`A view could not be counted: ${(error as Error)?.message}`);
  }

  /** A beacon: a view the server could not see (a prerendered page shown, the app's own navigation), or with `own` the admin's view taken back. */
  async count(request: Request, body: BeaconBody): Promise<BeaconOutcome> {
    const headers = request.headers;
    const userAgent = headers['user-agent'];
    if (isAdminRequest(request) || headers.authorization || optedOut(headers) || isPrefetch(headers) || this.isRobot(userAgent)) return { kind: 'ignored' };
    const counted = countedPage(body.path);
    if (!counted) return { kind: 'ignored' };
    const limit = body.own ? this.takeBacksPerAddress : this.perAddress;
    const retryAfterSeconds = limit.take(throttleKey(request.ip));
    if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds, message: TOO_MANY_VIEWS };
    const retryAfterInAll = body.own ? this.takeBacksInTotal.take('all') : 0;
    if (retryAfterInAll > 0) return { kind: 'throttled', retryAfterSeconds: retryAfterInAll, message: TOO_MANY_TAKE_BACKS };
    if (await this.comingSoon.isEnabledCached()) return { kind: 'ignored' };
    const now = this.clock.now();
    const day = utcDay(now);
    if (body.own) {
      const visitor = visitorHash(await this.salts.saltFor(day), request.ip ?? '', userAgent!);
      return this.takeBack(day, counted.path, visitor);
    }
    const referrer = referrerHost(body.referrer, headers.host);
    const page = await this.pages.resolve(counted, now.getTime());
    if (!page) return { kind: 'ignored' };
    const salt = await this.salts.saltFor(day);
    this.add({ day, page, referrer, visitor: visitorHash(salt, request.ip ?? '', userAgent!) });
    return { kind: 'counted' };
  }

  /** Writes what the buffer holds, then the take-backs waiting (after any write under way), so that a read that follows sees them. */
  flush(): Promise<void> {
    const saltWait = this.saltWait;
    this.writing = this.writing.then(async () => {
      await saltWait;
      await this.writeViews();
      await this.applyTakeBacks();
    });
    return this.writing;
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.flush();
  }

  private add(view: Parameters<ViewBuffer['add']>[0]): void {
    if (!this.buffer.add(view)) return;
    this.counted.remember(view.day, view.visitor, { path: view.page.path, referrer: view.referrer });
    // One write at a time from views: those counted meanwhile wait for the next, rather than each starting a small one.
    if (!this.batchDue && this.buffer.due()) {
      this.batchDue = true;
      void this.flush().finally(() => (this.batchDue = false));
    }
  }

  private async writeViews(): Promise<void> {
    const batch = this.buffer.take();
    if (!batch) return;
    try {
      await this.stats.write(batch);
    } catch (error) {
      this.buffer.dropped += batch.pages.reduce((sum, entry) => sum + entry.views, 0);
      this.logger.warn(`Views not written, left out: ${(error as Error).message}`);
    }
  }

  /**
   * The admin's own view of a page, counted by the server as it answered: undone only when this
   * replica remembers counting that path for this mark today (views −1 for the day and path, the
   * remembered referrer's −1, the mark deleted), applied with the next write, after this replica's
   * waiting views. A mark remembered here with other paths only undoes nothing. A mark not
   * remembered here may be another replica's: every replica is told (day, mark, path), and the one
   * that remembers it takes it back.
   */
  private async takeBack(day: string, path: string, visitor: Buffer): Promise<BeaconOutcome> {
    const undone = this.undo(day, path, visitor);
    if (undone === 'queued') await this.flush();
    if (undone === 'unknown') {
      const told = { from: this.replica, day, path, visitor: visitor.toString('base64') };
      await this.changes.publish(TAKE_BACK_TOPIC + JSON.stringify(told));
    }
    return { kind: 'counted' };
  }

  /** Queues the take-back of a view this replica remembers counting (for the next write); 'unknown' when it remembers nothing of the mark. */
  private undo(day: string, path: string, visitor: Buffer): 'queued' | 'unknown' | 'nothing' {
    if (this.takeBacks.length >= TAKE_BACKS_QUEUED) return 'nothing';
    const recalled = this.counted.recall(day, visitor, path);
    if (recalled.kind !== 'view') return recalled.kind === 'unknown' ? 'unknown' : 'nothing';
    this.takeBacks.push({ day, path, referrer: recalled.view.referrer, visitor });
    return 'queued';
  }

  private async applyTakeBacks(): Promise<void> {
    if (this.takeBacks.length === 0) return;
    const queued = this.takeBacks;
    this.takeBacks = [];
    try {
      await this.stats.takeBack(queued);
    } catch (error) {
      this.logger.warn(`Own views not taken back: ${(error as Error).message}`);
    }
  }

  /** Another replica's take-back of a mark it does not remember: ours to undo when we counted that path for it (never told on again). */
  private heardTakeBack(told: string): void {
    let notice: { from: string; day: string; path: string; visitor: Buffer };
    try {
      const { from, day, path, visitor } = JSON.parse(told) as Record<string, unknown>;
      if (typeof from !== 'string' || typeof day !== 'string' || typeof path !== 'string' || typeof visitor !== 'string') return;
      notice = { from, day, path, visitor: Buffer.from(visitor, 'base64') };
    } catch {
      return;
    }
    if (notice.from === this.replica) return;
    if (this.undo(notice.day, notice.path, notice.visitor) === 'queued') void this.flush();
  }

  /** isBot, remembered for the user agents last seen: a site's readers use a few hundred browsers' versions, not one each. */
  private isRobot(userAgent: string | undefined): boolean {
    if (userAgent === undefined) return true;
    let robot = this.robots.get(userAgent);
    if (robot === undefined) {
      robot = isBot(userAgent);
      if (this.robots.size >= USER_AGENTS_KEPT) this.robots.clear();
      if (userAgent.length <= 500) this.robots.set(userAgent, robot);
    }
    return robot;
  }

  private today(): string {
    const now = this.clock.now().getTime();
    if (now >= this.day.end || now < this.day.end - DAY_MS) this.day = { name: utcDay(new Date(now)), end: (Math.floor(now / DAY_MS) + 1) * DAY_MS };
    return this.day.name;
  }

  private referrerOf(referrer: string | undefined, siteHost: string | undefined): string | null {
    if (!referrer) return null;
    const key = `${siteHost} ${referrer}`;
    let host = this.referrers.get(key);
    if (host === undefined) {
      host = referrerHost(referrer, siteHost);
      if (this.referrers.size >= REFERRERS_KEPT) this.referrers.clear();
      if (key.length <= 300) this.referrers.set(key, host);
    }
    return host;
  }

  private addressOf(request: IncomingMessage): string {
    if ('ip' in request) return (request as Request).ip ?? '';
    if (!this.express) return request.socket.remoteAddress ?? '';
    // Express's own getter (trust proxy, X-Forwarded-For), without making the request an Express one.
    return (Reflect.get(this.express.request, 'ip', { app: this.express, headers: request.headers, socket: request.socket }) as string | undefined) ?? '';
  }
}
