import { Injectable } from '@nestjs/common';
import { OneFileUploadInterceptor } from '../common/http/one-file-upload.interceptor.js';

export const IMPORT_FIELD = 'file';
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** What multer's memory storage hands the handler. */
export interface UploadedCsvFile {
  buffer: Buffer;
  size: number;
}

/** The one CSV of field `file`, into memory, stopping at 5 MB (about 100,000 readers) while it streams in. */
@Injectable()
export class SubscribersImportInterceptor extends OneFileUploadInterceptor {
  constructor() {
    super({ field: IMPORT_FIELD, maxBytes: MAX_IMPORT_BYTES, tooLarge: 'file must be at most 5 MB', fields: 5, fieldSize: 1024 });
  }
}
