import { Inject, Injectable, Logger } from '@nestjs/common';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import { ComingSoonService } from '../../admin/coming-soon.service.js';
import { CompressionService } from '../../compression/compression.service.js';
import type { SiteIdentitySettingsDto } from '../../identity/site-identity.dto.js';
import { SiteIdentityService } from '../../identity/site-identity.service.js';
import { NavigationService } from '../../navigation/navigation.service.js';
import { RedirectsService } from '../../redirects/redirects.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import type { ImageEntity } from '../../images/image.entity.js';
import { StoredObjectMissingError } from '../../storage/storage.errors.js';
import { Storage } from '../../storage/storage.js';
import {
  archivePathOfKey,
  type ExportedImage,
  type ExportedNavigation,
  type ExportedRedirect,
  type ExportedSettings,
  FOLIO_EXPORT_FORMAT,
  FOLIO_EXPORT_VERSION,
  type FolioManifest,
  IDENTITY_IMAGES,
  IDENTITY_PATH,
  IMAGES_PATH,
  MANIFEST_PATH,
  NAVIGATION_PATH,
  postPath,
  REDIRECTS_PATH,
  SETTINGS_PATH,
} from '../folio-archive/folio-archive-format.js';
import { DestinationClosedError, FolioZipWriter } from '../folio-archive/folio-zip-writer.js';
import { postToMarkdown } from '../folio-archive/post-front-matter.js';
import { ExportRepository } from './export.repository.js';
import { imageFileFields } from '../../images/images.service.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function mapImage(image: ImageEntity): ExportedImage {
  return {
    url: image.url,
    storage_key: image.storageKey!,
    ...imageFileFields(image),
    created_at: image.createdAt.toISOString(),
    original_storage_key: image.originalStorageKey,
    original_size_bytes: image.originalSizeBytes,
    original_width: image.originalWidth,
    original_height: image.originalHeight,
    original_mime_type: image.originalMimeType,
    compressed_at: iso(image.compressedAt),
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** identity.json: the settings as PATCH /api/site/settings takes them, each image named by its file (the ids are this database's). */
function mapIdentity(identity: SiteIdentitySettingsDto, uploads: ImageEntity[]): Record<string, unknown> {
  const keyOf = (image: { id: string } | null) => (image ? (uploads.find((upload) => upload.id === image.id)?.storageKey ?? null) : null);
  const fields: Record<string, unknown> = { ...identity };
  for (const { setting, key } of IDENTITY_IMAGES) {
    fields[key] = keyOf(identity[setting]);
    delete fields[setting];
  }
  return fields;
}

/** What the export reads before its first byte, so that a failure there is an ordinary error answer, not a cut download. */
interface PreparedExport {
  settings: ExportedSettings;
  redirects: ExportedRedirect[];
  navigation: ExportedNavigation;
  identity: SiteIdentitySettingsDto;
  site: FolioManifest['site'];
}

/** The whole site as one zip (layout: folio-archive-format.ts), streamed: one file on its way at a time. */
@Injectable()
export class ExportService {
  private readonly logger = new Logger('Export');

  constructor(
    private readonly repository: ExportRepository,
    @Inject(Storage) private readonly storage: Storage,
    private readonly comingSoon: ComingSoonService,
    private readonly compression: CompressionService,
    private readonly redirects: RedirectsService,
    private readonly navigation: NavigationService,
    private readonly identity: SiteIdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  fileName(now = new Date()): string {
    return `folio-export-${now.toISOString().slice(0, 10)}.zip`;
  }

  /** Streams the export as a download. Once bytes have gone out, a failure ends the response unfinished and is logged. */
  async download(response: Response): Promise<void> {
    const prepared = await this.prepare();
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="${this.fileName()}"`);
    response.setHeader('Cache-Control', 'no-store');
    await this.writeTo(response, prepared).catch((error: Error) => {
      if (error instanceof DestinationClosedError) this.logger.warn('An export download was cut short by the client');
      else this.logger.error(`An export failed while streaming; the download was ended unfinished: ${error.message}`);
    });
  }

  /** Writes the export into `destination` (a file, a response); rejects when it could not be completed. */
  async writeTo(destination: Writable, prepared?: PreparedExport): Promise<FolioManifest> {
    const ready = prepared ?? (await this.prepare());
    const writer = new FolioZipWriter();
    const delivered = pipeline(writer.output, destination);
    delivered.catch((error: Error) => writer.abort(new DestinationClosedError({ cause: error })));
    try {
      const manifest = await this.write(writer, ready);
      await delivered;
      return manifest;
    } catch (error) {
      writer.abort(error as Error);
      destination.destroy();
      throw error;
    }
  }

  private async prepare(): Promise<PreparedExport> {
    const [comingSoon, compression, rules, navigation, identity, resolved] = await Promise.all([
      this.comingSoon.getEnabled(),
      this.compression.getSettings(),
      this.redirects.list(),
      this.navigation.get(),
      this.identity.settings(),
      this.identity.current(),
    ]);
    const redirects: ExportedRedirect[] = rules.map(({ from, to, status }) => ({ from, to, status }));
    const site = { name: resolved.title, url: this.config.siteUrl, description: resolved.description, author: resolved.authorName };
    return { settings: { coming_soon: comingSoon, compression: { ...compression } }, redirects, navigation, identity, site };
  }

  private async write(writer: FolioZipWriter, prepared: PreparedExport): Promise<FolioManifest> {
    const warnings: string[] = [];
    let posts = 0;
    for await (const batch of this.repository.posts()) {
      for (const post of batch) {
        await writer.add(postPath(post.slug), postToMarkdown(post), { compress: true });
        posts++;
      }
    }
    let files = 0;
    for await (const keys of this.repository.storedKeys()) {
      for (const key of keys) {
        const file = await this.storage.open(key).catch((error: unknown) => {
          if (error instanceof StoredObjectMissingError) return null;
          throw error;
        });
        if (!file) {
          warnings.push(`The stored file ${key} is missing; the export goes on without it`);
          this.logger.warn(`Export: the stored file ${key} is missing`);
          continue;
        }
        await writer.add(archivePathOfKey(key), file, { compress: false });
        files++;
      }
    }
    const uploads = await this.repository.uploads();
    await writer.add(IMAGES_PATH, json(uploads.map(mapImage)), { compress: true });
    await writer.add(REDIRECTS_PATH, json(prepared.redirects), { compress: true });
    await writer.add(SETTINGS_PATH, json(prepared.settings), { compress: true });
    await writer.add(NAVIGATION_PATH, json(prepared.navigation), { compress: true });
    await writer.add(IDENTITY_PATH, json(mapIdentity(prepared.identity, uploads)), { compress: true });
    const manifest = (written: ReadonlyMap<string, { sha256: string; size: number }>): FolioManifest => ({
      format: FOLIO_EXPORT_FORMAT,
      version: FOLIO_EXPORT_VERSION,
      exported_at: new Date().toISOString(),
      site: prepared.site,
      counts: { posts, images: uploads.length, files, redirects: prepared.redirects.length },
      files: Object.fromEntries(written),
      warnings,
    });
    let finished: FolioManifest | undefined;
    await writer.finish({ path: MANIFEST_PATH, content: (written) => json((finished = manifest(written))) });
    return finished!;
  }
}
