/** Spec §5 "Library upload" and §9: at most 5 MB, JPEG, PNG, WebP or GIF, an admin token. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const ACCEPT = ALLOWED_TYPES.join(',');

export const TOO_LARGE_MESSAGE = 'File size must be less than 5MB';
export const WRONG_TYPE_MESSAGE = 'Only JPEG, PNG, WebP, and GIF images are allowed';
export const NO_TOKEN_MESSAGE = 'Admin authentication required to upload images';

/** Some systems hand over files without a MIME type: the name decides then. */
const EXTENSIONS: Record<string, (typeof ALLOWED_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

function typeOf(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/**
 * The first rule a file breaks, or null. A first check only: the server reads the type from the
 * bytes and enforces the size while it streams.
 */
export function uploadProblem(file: File): string | null {
  if (!(ALLOWED_TYPES as readonly string[]).includes(typeOf(file))) return WRONG_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}
