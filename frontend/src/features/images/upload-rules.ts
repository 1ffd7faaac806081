import { isAllowedImage, isTooLarge } from '../../lib/image-files';

/** Spec §5 "Library upload": the messages, word for word. */
export const TOO_LARGE_MESSAGE = 'File size must be less than 5MB';
export const WRONG_TYPE_MESSAGE = 'Only JPEG, PNG, WebP, and GIF images are allowed';
export const NO_TOKEN_MESSAGE = 'Admin authentication required to upload images';

/**
 * The first rule a file breaks, or null. A first check only: the server reads the type from the
 * bytes and enforces the size while it streams.
 */
export function uploadProblem(file: File): string | null {
  if (!isAllowedImage(file, 'library')) return WRONG_TYPE_MESSAGE;
  if (isTooLarge(file.size)) return TOO_LARGE_MESSAGE;
  return null;
}
