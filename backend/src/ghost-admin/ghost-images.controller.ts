import { Body, Controller, HttpCode, Inject, Injectable, Post, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DiskImageUploadInterceptor, type UploadedImageFile } from '../images/image-upload.interceptor.js';
import { ImagesService } from '../images/images.service.js';
import { GHOST_ADMIN_PATHS } from './ghost-admin-paths.js';
import { GhostAuthGuard, GhostScope } from './ghost-auth.guard.js';
import { GhostError } from './ghost-errors.js';
import { GhostErrorsFilter } from './ghost-errors.filter.js';
import { absoluteUrl } from './ghost-post.mapper.js';

/** Ghost sends the image in the multipart field `file` (with `purpose` and an optional `ref`). */
@Injectable()
export class GhostImageUploadInterceptor extends DiskImageUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, 'file');
  }
}

/** Ghost's `images/upload`, through Folio's upload pipeline (type from the bytes, metadata removed, compressed). */
@ApiExcludeController()
@Controller(GHOST_ADMIN_PATHS)
@UseGuards(GhostAuthGuard)
@UseFilters(GhostErrorsFilter)
export class GhostImagesController {
  private readonly siteUrl: string;

  constructor(
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteUrl = config.siteUrl;
  }

  @Post('images/upload')
  @GhostScope('media')
  @HttpCode(201)
  @UseInterceptors(GhostImageUploadInterceptor)
  async upload(@UploadedFile() file: UploadedImageFile | undefined, @Body() body: unknown) {
    if (!file) throw new GhostError('ValidationError', 'Please select an image: send it in the multipart field "file"', null, 'file');
    const uploaded = await this.images.upload(file);
    const ref = (body as { ref?: unknown } | undefined)?.ref;
    return { images: [{ url: absoluteUrl(this.siteUrl, uploaded.url), ref: typeof ref === 'string' ? ref : null }] };
  }
}
