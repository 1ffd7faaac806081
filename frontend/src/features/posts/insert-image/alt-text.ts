/** Spec §5: alt text from the file name or URL, else 'Image for "{title}"'. */

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
 * This site stores uploads under content hashes ('/uploads/3fa94c…e1.webp'): such a name says
 * nothing a reader could use, so it falls back to the title like an empty one.
 */
export function isContentHash(text: string): boolean {
  return /^[0-9a-f]{16,}$/i.test(text);
}

export interface AltTextSource {
  fileName?: string | null;
  url?: string | null;
  title?: string | null;
}

/** The Auto-generate result, the spec's rule followed literally ('IMG_2034.jpg' → 'IMG 2034'); '' when nothing to build it from. */
export function autoAltText({ fileName, url, title }: AltTextSource): string {
  const name = fileName ? fileName : url ? fileNameFromUrl(url) : '';
  const fromName = altTextFromName(name);
  if (fromName && !isContentHash(fromName)) return fromName;
  const postTitle = title?.trim();
  return postTitle ? `Image for "${postTitle}"` : '';
}
