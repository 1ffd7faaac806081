import { Injectable } from '@nestjs/common';
import { OneFileUploadInterceptor } from '../common/http/one-file-upload.interceptor.js';

export const UPLOAD_FIELD = 'image';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size must be less than 5MB';
export const MISSING_IMAGE = `image is required: send the file in the multipart field "${UPLOAD_FIELD}"`;

/** What multer's memory storage hands the handler (the app carries no @types/multer). */
export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}

/** The one file of field `image`, into memory, stopping at 5 MB while it streams in. */
@Injectable()
export class ImageUploadInterceptor extends OneFileUploadInterceptor {
  constructor() {
    super({ field: UPLOAD_FIELD, maxBytes: MAX_UPLOAD_BYTES, tooLarge: FILE_TOO_LARGE, fields: 10, fieldSize: 64 * 1024 });
  }
}
