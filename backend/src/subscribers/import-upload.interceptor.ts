import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { wordMulterRefusal } from '../common/http/multer-refusals.js';

export const IMPORT_FIELD = 'file';
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** What multer's memory storage hands the handler. */
export interface UploadedCsvFile {
  buffer: Buffer;
  size: number;
}

/** The one CSV of field `file`, into memory, stopping at 5 MB (about 100,000 readers) while it streams in. */
@Injectable()
export class SubscribersImportInterceptor implements NestInterceptor {
  private readonly files: NestInterceptor = new (FileInterceptor(IMPORT_FIELD, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.files.intercept(context, next);
    } catch (error) {
      throw wordMulterRefusal(error, IMPORT_FIELD, 'file must be at most 5 MB');
    }
  }
}
