/** Spec §5 "Image picker" and §9 "Upload": the rules and their messages, word for word. */
import { isAllowedImage, isTooLarge, megabytes } from '../../../lib/image-files';

export const FILE_TYPE_MESSAGE = 'Please select a PNG, JPG, or WebP image file.';
export const NO_SOURCE_MESSAGE = 'Please select an image file or enter an image URL.';
export const ALT_TEXT_MESSAGE = 'Alt text is required for accessibility.';
export const URL_FORMAT_MESSAGE = 'Enter a full image URL (starting with https:// or http://) or a path starting with /.';

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export function fileSizeMessage(bytes: number): string {
  return `File size must be less than 5MB. Current size: ${megabytes(bytes)}MB.`;
}

export function isAllowedImageType(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  return isAllowedImage(file, 'insert');
}

export function fileError(file: FileFacts): string | null {
  if (!isAllowedImageType(file)) return FILE_TYPE_MESSAGE;
  if (isTooLarge(file.size)) return fileSizeMessage(file.size);
  return null;
}

/** What Markdown can point at and the server accepts: an absolute http(s) URL or a path on this site. */
export function urlError(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : URL_FORMAT_MESSAGE;
  } catch {
    return URL_FORMAT_MESSAGE;
  }
}

export function sourceError(hasFile: boolean, url: string): string | null {
  return hasFile || url.trim() ? null : NO_SOURCE_MESSAGE;
}

export function altTextError(alt: string): string | null {
  return alt.trim() ? null : ALT_TEXT_MESSAGE;
}

export interface InsertCheck {
  file: FileFacts | null;
  url: string;
  alt: string;
}

/** Every error that applies now, in the order the fields appear; an empty list means Insert may run. */
export function insertErrors({ file, url, alt }: InsertCheck): string[] {
  const errors = [
    sourceError(Boolean(file), url),
    file ? fileError(file) : urlError(url),
    altTextError(alt),
  ];
  return errors.filter((error): error is string => error !== null);
}

export function canInsert(check: InsertCheck): boolean {
  return insertErrors(check).length === 0;
}
