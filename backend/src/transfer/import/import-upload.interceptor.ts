import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import { OneFileUploadInterceptor, type UploadedDiskFile } from '../../common/http/one-file-upload.interceptor.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';

export const IMPORT_FIELD = 'file';
export const MISSING_EXPORT = `file is required: send the export in the multipart field "${IMPORT_FIELD}"`;

export type UploadedExportFile = UploadedDiskFile;

/** Where uploads land while they are received: DATA_DIR/imports/incoming. */
export function incomingDir(config: AppConfig): string {
  return path.join(config.dataDir, 'imports', 'incoming');
}

/**
 * Streams the one file of field `file` to disk (never into memory), stopping at IMPORT_MAX_MB while
 * it is received; multer removes what it wrote of a refused file.
 */
@Injectable()
export class ImportUploadInterceptor extends OneFileUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      field: IMPORT_FIELD,
      maxBytes: config.importMaxBytes,
      tooLarge: `The file is larger than ${config.importMaxBytes / (1024 * 1024)} MB, the most an import may be (IMPORT_MAX_MB)`,
      fields: 10,
      fieldSize: 8 * 1024,
      dest: incomingDir(config),
    });
  }
}
