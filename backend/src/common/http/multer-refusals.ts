import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

/**
 * multer's refusals of a one-file upload in our words: too large (while it was received) in
 * `tooLarge`, any other or second file as a 400 naming `field`; anything else unchanged.
 */
export function wordMulterRefusal(error: unknown, field: string, tooLarge: string): unknown {
  if (error instanceof PayloadTooLargeException) return new PayloadTooLargeException(tooLarge, { cause: error });
  const code = ((error as Error).cause as { code?: string } | undefined)?.code;
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
    return new BadRequestException(`Send exactly one file, in the multipart field "${field}"`, { cause: error });
  }
  return error;
}
