import { Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { UpdateCompressionSettingsDto } from '../compression/compression.dto.js';
import { CompressionService } from '../compression/compression.service.js';
import { UpdateSiteIdentityDto } from '../identity/site-identity.dto.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { NavigationDto } from '../navigation/navigation.dto.js';
import { NavigationService } from '../navigation/navigation.service.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { type StoredFile, StoredFiles } from '../images/stored-files.service.js';
import { PRIVATE_PREFIX, Storage } from '../storage/storage.js';
import {
  type ExportedImage,
  IDENTITY_IMAGES,
  IDENTITY_PATH,
  IMAGES_PATH,
  NAVIGATION_PATH,
  REDIRECTS_PATH,
  SETTINGS_PATH,
} from './folio-archive/folio-archive-format.js';
import { readFolioManifest } from './folio-archive/folio-manifest.js';
import { readArchiveImage, readArchiveJson, verifyFolioArchive } from './folio-archive/folio-archive-reader.js';
import { readImageRecords, readRedirectRecords, readSettingsRecord } from './folio-archive/folio-archive-records.js';
import { FolioRestoreRepository } from './folio-restore.repository.js';
import { DEFAULT_IMPORT_LIMITS } from './import-limits.js';
import type { ArchiveFiles, ImportSource } from './import-source.js';

export interface FolioRestoreOptions {
  dryRun: boolean;
}

export interface FolioRestoreResult {
  /** Image library rows created (or, in a dry run, that would be); none for images already here. */
  images: number;
  /** Whether the archive's settings were (or would be) applied. */
  settings: boolean;
  /** Redirects added (or that would be). */
  redirects: number;
  /** Whether the archive's navigation was (or would be) put back. */
  navigation: boolean;
  /** Whether the archive's site identity (name, look, author) was (or would be) put back. */
  identity: boolean;
  warnings: string[];
}

const MAX_JSON_BYTES = DEFAULT_IMPORT_LIMITS.maxJsonBytes;
const DRY_RUN_IMAGE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Puts back what a Folio archive holds besides its posts: every image file at its own storage key,
 * byte for byte, with its library row (so the posts' `/uploads/…` addresses stay valid unchanged),
 * the settings, the redirects, the navigation and the site's identity. The import runs it before it
 * writes the posts.
 */
@Injectable()
export class FolioRestoreService {
  constructor(
    @Inject(Storage) private readonly storage: Storage,
    private readonly storedFiles: StoredFiles,
    private readonly repository: FolioRestoreRepository,
    private readonly comingSoon: ComingSoonService,
    private readonly compression: CompressionService,
    private readonly redirectsService: RedirectsService,
    private readonly navigationService: NavigationService,
    private readonly identityService: SiteIdentityService,
  ) {}

  /**
   * Every file is checked against the manifest's sha256 first: a mismatch throws ImportRefusedError
   * naming the file before anything is written. Restoring the same archive twice creates nothing the
   * second time (a file is named by its bytes; a row is keyed by its file).
   */
  async restoreFolioArchive(source: ImportSource, { dryRun }: FolioRestoreOptions): Promise<FolioRestoreResult> {
    if (source.format !== 'folio') throw new Error(`restoreFolioArchive needs a Folio export, not ${source.format}`);
    const files = source.files;
    const warnings: string[] = [];
    const manifest = await readFolioManifest(files, MAX_JSON_BYTES);
    const imageFiles = await verifyFolioArchive(files, manifest);
    const rows = readImageRecords(await readArchiveJson(files, IMAGES_PATH, MAX_JSON_BYTES), warnings);
    const settings = readSettingsRecord(await readArchiveJson(files, SETTINGS_PATH, MAX_JSON_BYTES), warnings);
    const redirects = readRedirectRecords(await readArchiveJson(files, REDIRECTS_PATH, MAX_JSON_BYTES), warnings);
    const compression = settings?.compression ? this.checkedCompression(settings.compression, warnings) : undefined;
    const navigation = this.checkedNavigation(await readArchiveJson(files, NAVIGATION_PATH, MAX_JSON_BYTES), warnings);
    const identity = await readArchiveJson(files, IDENTITY_PATH, MAX_JSON_BYTES);

    // Everything read and checked: from here on, writes.
    const keyPaths = new Map([...imageFiles].map(([path, key]) => [key, path]));
    const images = await this.restoreImages(files, keyPaths, rows, dryRun, warnings);
    const settingsRestored = settings !== null && (settings.coming_soon !== undefined || compression !== undefined);
    if (!dryRun) await this.applySettings({ coming_soon: settings?.coming_soon, compression });
    if (!dryRun && navigation) await this.navigationService.replace(navigation);
    // After the images, which it names.
    const identityBody = await this.checkedIdentity(identity, warnings, dryRun ? new Set(keyPaths.keys()) : undefined);
    if (!dryRun && identityBody) await this.identityService.update(identityBody);
    // Those already here are skipped silently, so a second import adds none.
    const { added, skipped } = await this.redirectsService.addMany(redirects, { dryRun, source: 'import' });
    for (const { from, reason } of skipped) warnings.push(`The redirect from ${from} was not restored: ${reason}`);
    return { images, settings: settingsRestored, redirects: added, navigation: navigation !== undefined, identity: identityBody !== undefined, warnings };
  }

  /** The library rows, each with its files, then the files no row names (those only posts use); answers the rows created. */
  private async restoreImages(
    files: ArchiveFiles,
    keyPaths: Map<string, string>,
    rows: ExportedImage[],
    dryRun: boolean,
    warnings: string[],
  ): Promise<number> {
    const stored = (key: string): StoredFile | null => {
      const path = keyPaths.get(key);
      return path ? { key, write: () => this.put(files, path, key) } : null;
    };
    let created = 0;
    const covered = new Set<string>();
    for (const exported of rows) {
      const row = { ...exported };
      const file = stored(row.storage_key);
      if (!file && !(await this.storage.exists(row.storage_key))) {
        warnings.push(`The image ${row.storage_key} is listed in images.json but not in the archive; it was skipped`);
        continue;
      }
      const original = row.original_storage_key ? stored(row.original_storage_key) : null;
      if (row.original_storage_key && !original && !(await this.storage.exists(row.original_storage_key))) {
        warnings.push(`The kept original of ${row.storage_key} is not in the archive: the image is restored without it (it cannot be reverted)`);
        Object.assign(row, { original_storage_key: null, original_size_bytes: null, original_width: null, original_height: null, original_mime_type: null });
      }
      for (const key of [row.storage_key, row.original_storage_key]) if (key) covered.add(key);
      if (dryRun) {
        if (!(await this.repository.uploadExists(row.storage_key))) created++;
        continue;
      }
      const url = this.storage.publicUrl(row.storage_key);
      const toWrite = [file, original].filter((entry): entry is StoredFile => entry !== null);
      if (await this.storedFiles.record(toWrite, (manager) => this.repository.insertUpload(row, url, manager))) created++;
    }
    if (dryRun) return created;
    for (const [key, path] of keyPaths) {
      if (covered.has(key)) continue;
      // A file only posts use: their rows come with the posts. A copy already here is renewed so that no sweep takes it meanwhile.
      if (await this.storage.exists(key)) await this.storage.touch(key);
      else await this.put(files, path, key);
    }
    return created;
  }

  private async put(files: ArchiveFiles, path: string, key: string): Promise<void> {
    const bytes = await readArchiveImage(files, path, key);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const written = key.startsWith(PRIVATE_PREFIX) ? await this.storage.putPrivate(bytes, extension) : (await this.storage.put(bytes, extension)).key;
    if (written !== key) throw new Error(`The image ${path} was stored as ${written}, not ${key}`);
  }

  private checkedCompression(values: Record<string, unknown>, warnings: string[]): UpdateCompressionSettingsDto | undefined {
    const dto = plainToInstance(UpdateCompressionSettingsDto, values);
    const [problem] = validateSync(dto, { whitelist: true });
    if (problem) {
      warnings.push(`settings.json: the compression setting ${problem.property} is not valid; the compression settings are left as they are`);
      return undefined;
    }
    return dto;
  }

  /** The archive's navigation when the navigation API would accept it as it is; undefined (with a warning if it was there) otherwise. */
  private checkedNavigation(json: unknown, warnings: string[]): NavigationDto | undefined {
    if (json === undefined) return undefined;
    const dto = json !== null && typeof json === 'object' && !Array.isArray(json) ? plainToInstance(NavigationDto, json) : undefined;
    const [problem] = dto ? validateSync(dto, { whitelist: true }) : [];
    if (dto && !problem) return dto;
    warnings.push(`navigation.json: ${problem ? `its ${problem.property} is not valid` : 'it is not an object'}; the site's navigation is left as it is`);
    return undefined;
  }

  /**
   * The archive's identity as Settings → Site would take it, each image found by its file among the
   * library's uploads (restored just before); undefined, with a warning, when it is not valid. An
   * image the archive does not hold is left out of the identity, with a warning.
   */
  private async checkedIdentity(json: unknown, warnings: string[], dryRunKeys?: Set<string>): Promise<UpdateSiteIdentityDto | undefined> {
    if (json === undefined) return undefined;
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      warnings.push("identity.json: it is not an object; the site's identity is left as it is");
      return undefined;
    }
    const fields = Object.fromEntries(Object.entries(json).filter(([name]) => !IDENTITY_IMAGES.some(({ key }) => key === name)));
    const named = IDENTITY_IMAGES.map(({ key, id }) => ({ id, key: (json as Record<string, unknown>)[key] })).filter(
      (image): image is { id: (typeof IDENTITY_IMAGES)[number]['id']; key: string } => typeof image.key === 'string',
    );
    // A dry run writes no rows: an image the archive holds stands in with an id of no row.
    const ids = dryRunKeys
      ? new Map(named.filter(({ key }) => dryRunKeys.has(key)).map(({ key }) => [key, DRY_RUN_IMAGE_ID]))
      : await this.repository.uploadIdsByKey(named.map((image) => image.key));
    const images: Record<string, string | null> = {};
    for (const { id, key } of named) {
      images[id] = ids.get(key) ?? null;
      if (!ids.has(key)) warnings.push(`identity.json: the image ${key} is not in the archive's library; the identity is restored without it`);
    }
    const dto = plainToInstance(UpdateSiteIdentityDto, { ...fields, ...images });
    const [problem] = validateSync(dto, { whitelist: true });
    if (!problem) return dto;
    warnings.push(`identity.json: its ${problem.property} is not valid; the site's identity is left as it is`);
    return undefined;
  }

  private async applySettings(settings: { coming_soon?: boolean; compression?: UpdateCompressionSettingsDto }): Promise<void> {
    if (settings.compression) await this.compression.updateSettings(settings.compression);
    if (settings.coming_soon !== undefined) await this.comingSoon.setEnabled(settings.coming_soon);
  }
}
