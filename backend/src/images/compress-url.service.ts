import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { CompressionService } from '../compression/compression.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { CompressUrlDto } from './compress-url.dto.js';
import { PublicFetcher, PublicFetchError } from './fetch/public-fetch.js';
import { ImageIngestService, mapIngested } from './image-ingest.service.js';
import type { UploadedImageDto } from './images.dto.js';
import { PRESET_QUALITY } from './upload-plan.js';

export const REMOTE_FAILURE = 'Failed to compress image from URL';
export const NOT_PUBLIC = 'The URL must point to a public address';

/** Fetches an image from a public http(s) URL, then stores it through the upload pipeline, compressed. */
@Injectable()
export class CompressUrlService implements OnModuleDestroy {
  private readonly logger = new Logger('Images');
  private readonly fetcher: PublicFetcher;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly ingest: ImageIngestService,
    @Inject(CompressionService) private readonly compression: CompressionService,
  ) {
    this.fetcher = new PublicFetcher({ allowlist: config.fetchAllowlist });
  }

  async compress(body: CompressUrlDto): Promise<UploadedImageDto> {
    const quality = await this.quality(body.quality);
    const fetched = await this.fetcher.fetch(body.url).catch((error: unknown) => {
      throw this.toHttp(error);
    });
    return mapIngested(await this.ingest.ingest(fetched.bytes, { force: true, quality }));
  }

  onModuleDestroy(): Promise<void> {
    return this.fetcher.close();
  }

  /** Left out, the settings decide (planUpload reads them); `custom` is the settings' custom quality. */
  private async quality(asked: CompressUrlDto['quality']): Promise<number | undefined> {
    if (asked === undefined || typeof asked === 'number') return asked;
    if (asked === 'custom') return (await this.compression.getSettings()).custom_quality;
    return PRESET_QUALITY[asked];
  }

  private toHttp(error: unknown): unknown {
    if (!(error instanceof PublicFetchError)) return error;
    const options = { cause: error };
    switch (error.reason) {
      case 'bad-url':
        return new BadRequestException('url must be an absolute http or https URL', options);
      case 'bad-scheme':
        return new BadRequestException(`The URL must use http or https: ${error.message}`, options);
      case 'credentials':
        return new BadRequestException(
          `The URL must not contain a user name or password${error.redirected ? `: ${error.message}` : ''}`,
          options,
        );
      case 'refused-address':
        this.logger.warn(`Compress-by-URL refused: ${error.message}`);
        return new BadRequestException(`${NOT_PUBLIC}: ${error.message}`, options);
      case 'too-large':
        return new PayloadTooLargeException(
          `The image at the URL is larger than ${this.fetcher.limits.maxBytes / (1024 * 1024)} MB, the most accepted`,
          options,
        );
      case 'too-many-redirects':
      case 'timeout':
      case 'remote-status':
      case 'network':
        return new UnprocessableEntityException(`${REMOTE_FAILURE}: ${error.message}`, options);
    }
  }
}
