import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { wordMulterRefusal } from '../common/http/multer-refusals.js';
import type { Observable } from 'rxjs';

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

/**
 * Receives the one file of field `image` into memory, stopping at 5 MB while it streams in (the
 * rest of the body is drained, never kept), and words multer's refusals as the spec does.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  // Without dest or storage, multer keeps the file in memory: at most 5 MB per request.
  private readonly files: NestInterceptor = new (FileInterceptor(UPLOAD_FIELD, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.files.intercept(context, next);
    } catch (error) {
      throw wordMulterRefusal(error, UPLOAD_FIELD, FILE_TOO_LARGE);
    }
  }
}
