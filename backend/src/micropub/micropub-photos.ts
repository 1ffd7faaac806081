import { Inject, Injectable, Logger, NotFoundException, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PublicFetcher, PublicFetchError } from '../images/fetch/public-fetch.js';
import { ImageIngestService, type IngestedImage } from '../images/image-ingest.service.js';
import { ImageLibraryService } from '../images/image-library.service.js';
import type { UploadedImageFile } from '../images/image-upload.interceptor.js';
import { ImagesService } from '../images/images.service.js';
import { MicropubError } from './micropub-error.js';
import type { PhotoValue } from './micropub-entry.js';
import { isPhotoFile } from './micropub-request.js';

const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9._/-]+$/;

/** Photos stored for one request: their URLs, and the library rows the request added (none it found there). */
export interface StoredPhotos {
  photos: PhotoValue[];
  createdImageIds: string[];
}

/**
 * Photos into Folio's image library: a file through the upload pipeline, a URL of this site's own
 * uploads used as it is, any other URL fetched through the SSRF-safe fetcher and then the same pipeline.
 */
@Injectable()
export class MicropubPhotos implements OnModuleDestroy {
  private readonly logger = new Logger('Micropub');
  private readonly fetcher: PublicFetcher;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ImagesService) private readonly images: ImagesService,
    @Inject(ImageIngestService) private readonly ingest: ImageIngestService,
    @Inject(ImageLibraryService) private readonly library: ImageLibraryService,
  ) {
    this.fetcher = new PublicFetcher({ allowlist: config.fetchAllowlist });
  }

  onModuleDestroy(): Promise<void> {
    return this.fetcher.close();
  }

  /** The URL an uploaded file is served at, absolute (the media endpoint's Location). */
  async upload(file: UploadedImageFile | undefined): Promise<string> {
    if (!file) throw MicropubError.invalid('Send the file in the multipart field "file"');
    return this.absolute((await this.images.upload(file)).url);
  }

  absolute(url: string): string {
    return url.startsWith('/') ? `${this.config.siteUrl}${url}` : url;
  }

  /**
   * Each photo as a URL Folio serves, files and remote images stored first; in the order given. When
   * one is refused, the images this call added before it are removed again (see forget).
   */
  async store(values: unknown[]): Promise<StoredPhotos> {
    const stored: StoredPhotos = { photos: [], createdImageIds: [] };
    const added = ({ image, created }: IngestedImage) => {
      if (created) stored.createdImageIds.push(image.id);
      return image.url;
    };
    try {
      for (const value of values) {
        if (isPhotoFile(value)) {
          stored.photos.push({ value: added(await this.images.ingested(value.file)) });
          continue;
        }
        const url = this.urlOf(value);
        const alt = typeof value === 'object' && value !== null ? (value as PhotoValue).alt : undefined;
        stored.photos.push({ value: this.ownPath(url) ?? added(await this.fetch(url)), ...(alt ? { alt } : {}) });
      }
    } catch (error) {
      await this.forget(stored.createdImageIds);
      throw error;
    }
    return stored;
  }

  /**
   * Removes the library images a refused request added (store's createdImageIds), files and all, so
   * that the refusal changes nothing. One another post came to use meanwhile (the same bytes sent
   * at once) stays; a removal that fails is logged, never answered: the request's own error goes on.
   */
  async forget(imageIds: string[]): Promise<void> {
    for (const id of imageIds) {
      try {
        await this.library.remove(id);
      } catch (error) {
        if (!(error instanceof NotFoundException)) this.logger.warn(`Kept image ${id} of a refused request: ${(error as Error).message}`);
      }
    }
  }

  private urlOf(value: unknown): string {
    const url = typeof value === 'string' ? value : (value as PhotoValue | null)?.value;
    if (typeof url !== 'string' || !url.trim()) throw MicropubError.invalid('photo must be a URL, or { "value": URL, "alt": text }');
    return url.trim();
  }

  /** `/uploads/…` for a URL of this site's own uploads (as the media endpoint answers them). */
  private ownPath(url: string): string | undefined {
    const path = url.startsWith(`${this.config.siteUrl}/`) ? url.slice(this.config.siteUrl.length) : url;
    return OWN_UPLOAD.test(path) && !path.includes('..') ? path : undefined;
  }

  private async fetch(url: string): Promise<IngestedImage> {
    const fetched = await this.fetcher.fetch(url).catch((error: unknown) => {
      if (error instanceof PublicFetchError) throw MicropubError.invalid(`The photo ${url.slice(0, 200)} could not be fetched: ${error.message}`);
      throw error;
    });
    return this.ingest.ingest(fetched.bytes);
  }
}
