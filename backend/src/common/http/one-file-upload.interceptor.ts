import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { wordMulterRefusal } from './multer-refusals.js';

/** What multer's disk storage hands the handler (the app carries no @types/multer). */
export interface UploadedDiskFile {
  path: string;
  size: number;
  originalname: string;
  mimetype: string;
}

export interface OneFileUpload {
  /** The multipart field the file comes in. */
  field: string;
  /** Reception stops once the file passes this, and the rest of the body is drained, never kept. */
  maxBytes: number;
  /** The 413's message. */
  tooLarge: string;
  /** How many other fields, and how long each may be. */
  fields: number;
  fieldSize: number;
  /** Streamed into this folder, which multer creates (and removes what it wrote of a refused file); in memory without it. */
  dest?: string;
}

/**
 * Receives the one file of a multipart upload through multer, stopping at its size while it
 * streams in, and words multer's refusals in ours (wordMulterRefusal). Each upload declares its own
 * subclass, so that a controller names what it accepts.
 */
export abstract class OneFileUploadInterceptor implements NestInterceptor {
  private readonly files: NestInterceptor;

  protected constructor(private readonly upload: OneFileUpload) {
    this.files = new (FileInterceptor(upload.field, {
      ...(upload.dest ? { dest: upload.dest } : {}),
      limits: { fileSize: upload.maxBytes, files: 1, fields: upload.fields, fieldSize: upload.fieldSize },
    }))();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.files.intercept(context, next);
    } catch (error) {
      throw wordMulterRefusal(error, this.upload.field, this.upload.tooLarge);
    }
  }
}
