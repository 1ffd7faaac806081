import { type CallHandler, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { finalize, type Observable } from 'rxjs';
import { OneFileUploadInterceptor, type UploadedDiskFile } from '../common/http/one-file-upload.interceptor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';

export const UPLOAD_FIELD = 'image';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size must be less than 5MB';
export const MISSING_IMAGE = `image is required: send the file in the multipart field "${UPLOAD_FIELD}"`;

export type UploadedImageFile = UploadedDiskFile;

/** Where images land while they are received and wait for their turn: DATA_DIR/incoming-images. */
export function incomingImagesDir(config: AppConfig): string {
  return path.join(config.dataDir, 'incoming-images');
}

/**
 * The one image file of a multipart field, streamed to disk and stopping at 5 MB while it comes in;
 * removed once the request is answered. On disk rather than in memory: a burst of uploads waits its
 * turn in the image queue (image-work-queue.ts), and each would hold its 5 MB there meanwhile; from
 * disk only the image being processed is read.
 */
export abstract class DiskImageUploadInterceptor extends OneFileUploadInterceptor {
  protected constructor(config: AppConfig, field: string) {
    super({ field, maxBytes: MAX_UPLOAD_BYTES, tooLarge: FILE_TOO_LARGE, fields: 10, fieldSize: 64 * 1024, dest: incomingImagesDir(config) });
  }

  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const answer = await super.intercept(context, next);
    const file = context.switchToHttp().getRequest<{ file?: UploadedImageFile }>().file;
    // A file left behind (a failed removal) is only a few MB in a folder nothing reads.
    return file ? answer.pipe(finalize(() => void rm(file.path, { force: true }).catch(() => undefined))) : answer;
  }
}

/** The library's upload: the file in field `image`. */
@Injectable()
export class ImageUploadInterceptor extends DiskImageUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, UPLOAD_FIELD);
  }
}
