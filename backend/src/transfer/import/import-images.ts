import { HttpException, Inject, Injectable, type OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { PublicFetcher, PublicFetchError } from '../../images/fetch/public-fetch.js';
import { ImageIngestService } from '../../images/image-ingest.service.js';
import { sniffImageFormat } from '../../images/image-type.js';
import { IMAGES_BUSY } from '../../images/image-work-queue.js';
import { Storage } from '../../storage/storage.js';
import { readLimited } from '../archive/read-limited.js';
import type { ImportedItem, ImportSource } from '../import-source.js';
import { ArchiveIndex, type ImageLocation, locateImage } from './image-locations.js';
import { imageReferences, replaceImageReferences } from './image-references.js';
import { ImportsRepository } from './imports.repository.js';

/** An image inside an archive is read whole to be compressed: at most this large. */
const MAX_ARCHIVE_IMAGE_BYTES = 25 * 1024 * 1024;
/** How long, and how often, an image waits when the server's image line is full. */
const BUSY_WAIT_MS = 1_000;
const BUSY_TRIES = 60;
/** Images of one post fetched or compressed at once. */
const IMAGES_AT_ONCE = 4;

type Brought = { url: string; fresh: boolean } | { failed: string };

/** One import's images: where its archive's files are, and what each reference became (or why not). */
export class ImageImportContext {
  readonly index: ArchiveIndex;
  /** Reference key → its Folio URL, or the reason it could not be had; shared by the posts planned side by side. */
  readonly done = new Map<string, Promise<Brought>>();

  constructor(
    readonly source: ImportSource,
    readonly sourceUrl: URL | null,
    readonly dryRun: boolean,
  ) {
    this.index = new ArchiveIndex(source.files);
  }
}

export interface LocalizedBody {
  markdown: string;
  coverUrl: string | null;
  /** The share image's address (search and social fields), when the item has one. */
  ogImageUrl: string | null;
  /** Images newly imported for this post (or, dry, that would be). */
  imported: number;
  warnings: string[];
}

/**
 * Brings an imported post's images into Folio: each reference (inline, cover and share image) is read from the
 * archive or fetched through the SSRF-safe fetcher, compressed and stored like an upload, and the
 * post is given Folio's address. An image that cannot be had is reported, and keeps its address.
 */
@Injectable()
export class ImportImages implements OnApplicationShutdown {
  private readonly fetcher: PublicFetcher;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly ingest: ImageIngestService,
    private readonly repository: ImportsRepository,
    @Inject(Storage) private readonly storage: Storage,
  ) {
    this.fetcher = new PublicFetcher({ allowlist: config.fetchAllowlist });
  }

  /** Last, so that an import stopping at shutdown (JobRunner) never finds the fetcher closed. */
  onApplicationShutdown(): Promise<void> {
    return this.fetcher.close();
  }

  async localize(item: ImportedItem, markdown: string, context: ImageImportContext): Promise<LocalizedBody> {
    const cover = item.coverImage?.url ?? null;
    const shareImage = item.seo?.ogImageUrl?.trim() || null;
    const standalone = [cover, shareImage].filter((ref): ref is string => ref !== null);
    const references = [...new Set([...imageReferences(markdown), ...standalone])].filter((ref) => !this.isOurs(ref));
    const replacements = new Map<string, string>();
    const warnings: string[] = [];
    let imported = 0;
    const queue = [...references];
    const worker = async () => {
      for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
        const location = locateImage(ref, item, context.index, context.source.files, context.sourceUrl);
        if (!location) continue;
        const outcome = await this.bring(location, context);
        if ('failed' in outcome) {
          warnings.push(`The image ${ref} could not be imported (${outcome.failed}): the post keeps its original address`);
          continue;
        }
        replacements.set(ref, outcome.url);
        if (outcome.fresh) imported++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(IMAGES_AT_ONCE, references.length) }, worker));
    return {
      markdown: replaceImageReferences(markdown, replacements),
      coverUrl: cover === null ? null : (replacements.get(cover) ?? cover),
      ogImageUrl: shareImage === null ? null : (replacements.get(shareImage) ?? shareImage),
      imported,
      warnings,
    };
  }

  /** The Folio URL of the image at `location` (fresh: imported by this call), or why it cannot be had. */
  private async bring(location: ImageLocation, context: ImageImportContext): Promise<Brought> {
    if ('missing' in location) return { failed: location.missing };
    const key = 'remote' in location ? location.remote : `archive:${location.archive}`;
    const known = context.done.get(key);
    if (known !== undefined) return known.then((outcome) => ('failed' in outcome ? outcome : { url: outcome.url, fresh: false }));
    const outcome = this.fetchAndStore(location, context).catch((error: unknown) => ({ failed: describe(error) }));
    context.done.set(key, outcome);
    return outcome;
  }

  private async fetchAndStore(location: { archive: string } | { remote: string }, context: ImageImportContext): Promise<Brought> {
    const remoteRef = 'remote' in location ? location.remote : null;
    const earlierRemote = remoteRef ? await this.repository.importedImage(remoteRef) : null;
    if (earlierRemote) return { url: earlierRemote, fresh: false };
    const bytes = remoteRef
      ? (await this.fetcher.fetch(remoteRef)).bytes
      : await readLimited(await context.source.files.open((location as { archive: string }).archive), MAX_ARCHIVE_IMAGE_BYTES, 'the image');
    if (!sniffImageFormat(bytes)) return { failed: 'it is not a JPEG, PNG, WebP or GIF image' };
    const digest = createHash('sha256').update(bytes).digest('hex');
    const sourceRef = remoteRef ?? `sha256:${digest}`;
    const earlier = remoteRef ? null : await this.repository.importedImage(sourceRef);
    if (earlier) return { url: earlier, fresh: false };
    // A dry run has fetched and checked the image: that is all the real run could know before storing it.
    if (context.dryRun) return { url: `/uploads/dry-run-${digest}`, fresh: true };
    const { image } = await this.ingestWhenFree(bytes);
    await this.repository.recordImage(sourceRef, image.url);
    return { url: image.url, fresh: true };
  }

  /** Uploads go first: when the image line is full, the import waits its turn rather than lose the image. */
  private async ingestWhenFree(bytes: Buffer): ReturnType<ImageIngestService['ingest']> {
    for (let tries = 1; ; tries++) {
      try {
        return await this.ingest.ingest(bytes, {}, { background: true });
      } catch (error) {
        if (!(error instanceof ServiceUnavailableException) || error.message !== IMAGES_BUSY || tries >= BUSY_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
      }
    }
  }

  /** Already Folio's: an upload's address. */
  private isOurs(ref: string): boolean {
    return ref.startsWith('/uploads/') || ref.startsWith(this.storage.publicPrefix());
  }
}

function describe(error: unknown): string {
  if (error instanceof PublicFetchError) return error.message;
  if (error instanceof HttpException) return error.message;
  return (error as Error)?.message ?? String(error);
}
