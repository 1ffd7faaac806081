import { readAtMost } from '../common/streams/read-at-most.js';
import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ConcurrencyLimit, QueueFullError } from '../common/async/concurrency-limit.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { storageKeyResolver } from '../images/post-image-refs.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { StoredFiles } from '../images/stored-files.service.js';
import { JobRunner } from '../jobs/job-runner.js';
import { StoredObjectMissingError } from '../storage/storage.errors.js';
import { Storage } from '../storage/storage.js';
import { renderSocialCard } from './social-card.renderer.js';
import { socialCardFingerprint } from './social-card-url.js';
import { SOCIAL_CARD_QUEUE, type SocialCardJob } from './social-card-queues.js';
import { type CardPost, SocialCardsRepository } from './social-cards.repository.js';

/** Cards drawn at once by this process; more wait their turn (a card takes some 100 ms of a core). */
const RENDERS_AT_ONCE = 2;
const MAX_WAITING = 100;
/** A cover larger than this is left out of its card rather than read into memory. */
const MAX_COVER_BYTES = 40 * 1024 * 1024;
const CARD_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/i;
const BACKFILL_BATCH = 500;

/** A card to send: its stored file, or the bytes just drawn. `current` says the address named this version. */
export type CardAnswer = { current: boolean } & ({ stream: Readable } | { bytes: Buffer });

const isPublic = (post: CardPost | null): post is CardPost => post?.status === 'published';

/**
 * The generated social card of each published post: drawn once per version of what it shows
 * (its fingerprint), stored as a public PNG of the store, and recorded in social_cards. A post
 * keeps only its latest card; the file of an older one goes when nothing else uses the same bytes.
 */
@Injectable()
export class SocialCardsService {
  private readonly logger = new Logger('SocialCards');
  private readonly renders = new ConcurrencyLimit(RENDERS_AT_ONCE, MAX_WAITING);
  /** A card being made, by post and fingerprint: requests for it at once share the one drawing. */
  private readonly making = new Map<string, Promise<Buffer>>();
  private readonly coverKeyOf: (url: string) => string | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SocialCardsRepository,
    @Inject(Storage) private readonly storage: Storage,
    private readonly files: StoredFiles,
    private readonly jobs: JobRunner,
    private readonly identity: SiteIdentityService,
  ) {
    const prefix = storage.publicPrefix();
    // A site-relative prefix (local disk, /uploads/) may also be written absolute, with SITE_URL.
    this.coverKeyOf = storageKeyResolver(prefix.startsWith('/') && !prefix.startsWith('//') ? [prefix, `${config.siteUrl}${prefix}`] : [prefix]);
  }

  /** `GET /social-cards/{file}`: 404 unless `file` is `{id}.png` of a published post. */
  async card(file: string, version: unknown): Promise<CardAnswer> {
    const postId = CARD_FILE.exec(file)?.[1]?.toLowerCase();
    const post = postId ? await this.repository.findPost(postId) : null;
    if (!isPublic(post)) throw new NotFoundException('No such social card');
    const siteName = await this.siteName();
    const fingerprint = this.fingerprintOf(post, siteName);
    const current = version === fingerprint;
    const stream = await this.openStored(post.id, fingerprint);
    if (stream) return { current, stream };
    try {
      return { current, bytes: await this.make(post, fingerprint, siteName) };
    } catch (error) {
      if (error instanceof QueueFullError) throw new ServiceUnavailableException('Too many social cards are being drawn; try again shortly');
      throw error;
    }
  }

  /**
   * Plans the card of this post's current version, in the background (the `social-card` job).
   * Call it after a post is saved; it never throws (a card left out is drawn when first asked for).
   */
  async enqueue(postId: string): Promise<void> {
    try {
      // The daily backfill makes up for a card not planned (a hung database never answers).
      await this.jobs.send<SocialCardJob>(SOCIAL_CARD_QUEUE, { postId }, { singletonKey: postId, withinMs: 10_000 });
    } catch (error) {
      this.logger.warn(`Could not plan the social card of post ${postId}: ${(error as Error).message}`);
    }
  }

  /** The job: draws and stores the card of a published post without its own image, unless it has one. */
  async ensureCard(postId: string): Promise<'made' | 'present' | 'skipped'> {
    const post = await this.repository.findPost(postId);
    if (!isPublic(post) || post.ogImageUrl) return 'skipped';
    const siteName = await this.siteName();
    const fingerprint = this.fingerprintOf(post, siteName);
    const key = await this.repository.findCardKey(post.id, fingerprint);
    if (key && (await this.storage.exists(key))) return 'present';
    await this.make(post, fingerprint, siteName);
    return 'made';
  }

  /** Plans a card for each published post without its own image whose current version has none. */
  async enqueueMissing(): Promise<{ planned: number }> {
    let planned = 0;
    let after: string | null = null;
    const siteName = await this.siteName();
    for (;;) {
      const posts = await this.repository.publishedPostsWithoutImage(after, BACKFILL_BATCH);
      for (const post of posts) {
        if (post.fingerprints.includes(this.fingerprintOf(post, siteName))) continue;
        await this.jobs.send<SocialCardJob>(SOCIAL_CARD_QUEUE, { postId: post.id }, { singletonKey: post.id });
        planned++;
      }
      if (posts.length < BACKFILL_BATCH) return { planned };
      after = posts[posts.length - 1]!.id;
    }
  }

  /** The site's title in force (Settings → Site): it is on the card, so it is in the card's fingerprint, and a new title makes new cards. */
  private async siteName(): Promise<string> {
    return (await this.identity.currentOrLatest()).title;
  }

  private fingerprintOf(post: CardPost, siteName: string): string {
    return socialCardFingerprint({
      postId: post.id,
      title: post.title,
      siteName,
      date: post.publishedAt,
      coverUrl: post.coverImageUrl,
    });
  }

  private async openStored(postId: string, fingerprint: string): Promise<Readable | null> {
    const key = await this.repository.findCardKey(postId, fingerprint);
    if (!key) return null;
    try {
      return await this.storage.open(key);
    } catch (error) {
      // Its row outlived the file (a store emptied by hand): drawn again, and the row's file written again.
      if (error instanceof StoredObjectMissingError) return null;
      throw error;
    }
  }

  private make(post: CardPost, fingerprint: string, siteName: string): Promise<Buffer> {
    const id = `${post.id} ${fingerprint}`;
    let making = this.making.get(id);
    if (!making) {
      making = this.draw(post, siteName).then(async (png) => {
        await this.store(post.id, fingerprint, siteName, png);
        return png;
      });
      making.finally(() => this.making.delete(id)).catch(() => undefined);
      this.making.set(id, making);
    }
    return making;
  }

  private draw(post: CardPost, siteName: string): Promise<Buffer> {
    return this.renders.run(async () =>
      renderSocialCard({
        title: post.title,
        siteName,
        date: post.publishedAt,
        cover: await this.cover(post.coverImageUrl),
      }),
    );
  }

  /** This site's own upload only: other sites' covers are never fetched. Unreadable is no cover. */
  private async cover(url: string | null): Promise<Buffer | null> {
    const key = url ? this.coverKeyOf(url) : null;
    if (!key) return null;
    try {
      return await readAtMost(await this.storage.open(key), MAX_COVER_BYTES);
    } catch (error) {
      this.logger.warn(`Social card drawn without its cover ${key}: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * Records the card of this version, while its post still is this version and published (the
   * post row is held until the record commits, so an edit cannot slip in between), and lets go
   * of the files of the post's older cards. Under the file's lock, as every stored file is recorded,
   * so that the sweep cannot remove it in between.
   */
  private async store(postId: string, fingerprint: string, siteName: string, png: Buffer): Promise<void> {
    const { key } = await this.storage.put(png, 'png');
    const saved = await this.files.record([{ key, write: () => this.storage.put(png, 'png') }], async (manager) => {
      const post = await this.repository.findPost(postId, { manager, lock: true });
      if (!isPublic(post) || this.fingerprintOf(post, siteName) !== fingerprint) return null;
      return this.repository.save({ postId, fingerprint, storageKey: key }, manager);
    });
    const unused = new Set(saved ? [...saved.replacedKeys, key] : [key]);
    if (saved) unused.delete(saved.storageKey);
    // Only when no other row uses the same bytes (another post's card may be identical).
    for (const file of unused) await this.files.discard(file);
  }
}

