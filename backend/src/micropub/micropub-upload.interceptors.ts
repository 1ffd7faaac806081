import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { rm } from 'node:fs/promises';
import { finalize, type Observable } from 'rxjs';
import { OneFileUploadInterceptor, type UploadedDiskFile } from '../common/http/one-file-upload.interceptor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { FILE_TOO_LARGE, incomingImagesDir, MAX_UPLOAD_BYTES } from '../images/image-upload.interceptor.js';
import { MicropubError } from './micropub-error.js';

/** Photos of one multipart entry; its other fields, as a form's (content up to 200,000 characters of any script). */
const MAX_PHOTOS = 10;
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 1024 * 1024;

/** The files a request received are removed once it is answered (they were stored, or refused). */
function removedAfter(answer: Observable<unknown>, files: UploadedDiskFile[]): Observable<unknown> {
  return files.length ? answer.pipe(finalize(() => void Promise.all(files.map((file) => rm(file.path, { force: true }))).catch(() => undefined))) : answer;
}

/** The multipart files of a create: `photo` (or `photo[]`), each streamed to disk and stopped at 5 MB. */
@Injectable()
export class MicropubPhotosInterceptor implements NestInterceptor {
  private readonly files: NestInterceptor;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const fields = [{ name: 'photo', maxCount: MAX_PHOTOS }, { name: 'photo[]', maxCount: MAX_PHOTOS }];
    const limits = { fileSize: MAX_UPLOAD_BYTES, files: MAX_PHOTOS, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES };
    this.files = new (FileFieldsInterceptor(fields, { dest: incomingImagesDir(config), limits }))();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    let answer: Observable<unknown>;
    try {
      answer = await this.files.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new MicropubError(413, { error: 'invalid_request', error_description: FILE_TOO_LARGE });
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
        throw MicropubError.invalid(`Files are received in the field photo (or photo[]), at most ${MAX_PHOTOS}; other files go to the media endpoint first`);
      }
      throw error;
    }
    const received = context.switchToHttp().getRequest<{ files?: Record<string, UploadedDiskFile[]> }>().files;
    return removedAfter(answer, Object.values(received ?? {}).flat());
  }
}

/** The media endpoint's one file, in the field `file` (W3C Micropub 3.6.1). */
@Injectable()
export class MicropubMediaInterceptor extends OneFileUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ field: 'file', maxBytes: MAX_UPLOAD_BYTES, tooLarge: FILE_TOO_LARGE, fields: 10, fieldSize: 64 * 1024, dest: incomingImagesDir(config) });
  }

  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const answer = await super.intercept(context, next);
    const file = context.switchToHttp().getRequest<{ file?: UploadedDiskFile }>().file;
    return removedAfter(answer, file ? [file] : []);
  }
}
