/** Spec §5: alt text from the file name or URL, else 'Image for "{title}"'. */

// Names cameras and phones give files: they say nothing about the picture.
const CAMERA_PREFIXES = new Set(['img', 'dsc', 'dscn', 'dscf', 'dcim', 'pxl', 'mvimg', 'vid']);

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/** The last path segment of a URL (or of a bare path), decoded; '' when there is none. */
export function fileNameFromUrl(url: string): string {
  const value = url.trim();
  if (!value) return '';
  let path: string;
  try {
    path = new URL(value, 'http://placeholder.invalid').pathname;
  } catch {
    path = value.split(/[?#]/)[0] ?? '';
  }
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 'harbour-at_dawn.jpg' → 'Harbour At Dawn': extension removed, dashes and underscores to spaces, words capitalised. */
export function altTextFromName(name: string): string {
  const base = name.trim().replace(/\.[a-z0-9]{1,5}$/i, '');
  return base
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(capitalise)
    .join(' ');
}

/**
 * A name is usable when it holds a real word: two or more letters and not a camera prefix. Content
 * hashes ('3fa94c0e1b'), counters ('0042') and camera names ('IMG_2034') are not.
 */
export function isUsableName(text: string): boolean {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => /^\p{L}{2,}$/u.test(word) && !CAMERA_PREFIXES.has(word.toLowerCase()));
}

export interface AltTextSource {
  fileName?: string | null;
  url?: string | null;
  title?: string | null;
}

/** The Auto-generate result; '' when neither a usable name nor a title exists. */
export function autoAltText({ fileName, url, title }: AltTextSource): string {
  const name = fileName ? fileName : url ? fileNameFromUrl(url) : '';
  const fromName = altTextFromName(name);
  if (isUsableName(fromName)) return fromName;
  const postTitle = title?.trim();
  return postTitle ? `Image for "${postTitle}"` : '';
}
