import { isStorageKey, PRIVATE_PREFIX } from '../../storage/storage.js';

/**
 * The layout of Folio's own export, shared by the writer (export, backups) and the reader (the
 * Folio importer and restore):
 *
 *   posts/{slug}.md          YAML front matter (post-front-matter.ts), then the Markdown as written
 *   uploads/{key}            every public stored image, byte for byte, named as in the store
 *                            (so `/uploads/{key}` in the Markdown is this file; a Hugo site takes the
 *                            folder as `static/uploads/`)
 *   originals/{name}         the kept originals, private in the store as `private/{name}`
 *   images.json              the image library's upload rows, to restore the files with
 *   redirects.json           `[{ from, to, status }]`
 *   settings.json            `{ coming_soon, compression }`
 *   navigation.json          `{ primary, footer }`: the site's links as the navigation API names them
 *                            (absent from archives made before it travelled)
 *   identity.json            the site's identity (Settings → Site) as PATCH /api/site/settings takes
 *                            it, its images named by their storage key rather than by the library's
 *                            ids (absent from archives made before it travelled)
 *   manifest.json            written last: format, version, site, counts, a sha256 of every other file
 */
export const FOLIO_EXPORT_FORMAT = 'folio-export';
/** Raised when a reader of an older version could not understand an archive any more. */
export const FOLIO_EXPORT_VERSION = 1;

export const MANIFEST_PATH = 'manifest.json';
export const POSTS_DIR = 'posts/';
export const UPLOADS_DIR = 'uploads/';
export const ORIGINALS_DIR = 'originals/';
export const IMAGES_PATH = 'images.json';
export const REDIRECTS_PATH = 'redirects.json';
export const SETTINGS_PATH = 'settings.json';
export const NAVIGATION_PATH = 'navigation.json';
export const IDENTITY_PATH = 'identity.json';

/**
 * The identity's images: as GET /api/site/settings answers them (`setting`), as identity.json names
 * them (by storage key) and as PATCH /api/site/settings takes them (by image id).
 */
export const IDENTITY_IMAGES = [
  { setting: 'logo', key: 'logo_storage_key', id: 'logo_image_id' },
  { setting: 'icon', key: 'icon_storage_key', id: 'icon_image_id' },
  { setting: 'author_avatar', key: 'author_avatar_storage_key', id: 'author_avatar_image_id' },
] as const;

export interface ManifestFile {
  sha256: string;
  size: number;
}

export interface FolioManifest {
  format: typeof FOLIO_EXPORT_FORMAT;
  version: number;
  exported_at: string;
  site: { name: string; url: string; description: string; author: string };
  counts: { posts: number; images: number; files: number; redirects: number };
  /** Every file of the archive but this one, by its path. */
  files: Record<string, ManifestFile>;
  /** What could not be put in the archive (a stored file that had gone missing). */
  warnings: string[];
}

/** One row of images.json: an upload of the image library, in the database's own names. */
export interface ExportedImage {
  url: string;
  storage_key: string;
  alt_text: string | null;
  width: number | null;
  height: number | null;
  file_size_bytes: number | null;
  mime_type: string | null;
  is_public: boolean;
  created_at: string;
  original_storage_key: string | null;
  original_size_bytes: number | null;
  original_width: number | null;
  original_height: number | null;
  original_mime_type: string | null;
  compressed_at: string | null;
}

export interface ExportedRedirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/** settings.json: the site's switches and the compression settings as the API names them. */
export interface ExportedSettings {
  coming_soon: boolean;
  compression: Record<string, unknown>;
}

/** navigation.json: the top navigation's and the footer's links, in order. */
export interface ExportedNavigation {
  primary: Array<{ label: string; url: string }>;
  footer: Array<{ label: string; url: string }>;
}

/** Where a stored object goes in the archive. */
export function archivePathOfKey(key: string): string {
  return key.startsWith(PRIVATE_PREFIX) ? `${ORIGINALS_DIR}${key.slice(PRIVATE_PREFIX.length)}` : `${UPLOADS_DIR}${key}`;
}

/** The store's key of an archive's image file; null for any other path. */
export function keyOfArchivePath(path: string): string | null {
  let key: string | null = null;
  if (path.startsWith(UPLOADS_DIR)) key = path.slice(UPLOADS_DIR.length);
  else if (path.startsWith(ORIGINALS_DIR)) key = `${PRIVATE_PREFIX}${path.slice(ORIGINALS_DIR.length)}`;
  return key && isStorageKey(key) ? key : null;
}

/** A post's file: slugs are lowercase words and dashes, but a file name must never leave `posts/`. */
export function postPath(slug: string): string {
  const safe = slug.replace(/[/\\]/g, '-').replace(/^\.+/, '');
  return `${POSTS_DIR}${safe || 'untitled'}.md`;
}
