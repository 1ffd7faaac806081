import type { Readable } from 'node:stream';

/** The formats Folio reads, each recognised from the file's content, never its name. */
export const IMPORT_FORMATS = ['ghost', 'wordpress', 'substack', 'markdown', 'folio'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A status as the old platform had it; the import decides what each becomes in Folio. */
export type SourceStatus = 'draft' | 'published' | 'scheduled' | 'private';

/**
 * Search and social fields as the source has them: absent when it has none. The import keeps each one
 * the editor would accept and drops the others with a warning.
 */
export interface SourceSeo {
  metaTitle?: string | null;
  metaDescription?: string | null;
  canonicalUrl?: string | null;
  noindex?: boolean;
  /** Brought in like the cover when it is an image of the old site. */
  ogImageUrl?: string | null;
}

/** One post or page read from an export, before anything is written. */
export interface ImportedItem {
  /** Stable within the source (Ghost id, WXR wp:post_id, Substack post_id, file path): with the format, the item's key. */
  sourceId: string;
  type: 'post' | 'page';
  title: string;
  /** As the source wrote it (may be empty or non-ASCII); Folio normalises it. */
  slug: string;
  status: SourceStatus;
  publishedAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  tags: string[];
  excerpt: string | null;
  /** Markdown as written (Markdown folders, Folio), or HTML the import turns into Markdown. */
  body: { markdown: string } | { html: string };
  coverImage: { url: string; alt: string | null } | null;
  /** Left out when the source has none, so that an item imported before reads as unchanged. */
  seo?: SourceSeo;
  /** Paths (with query, if any) on the old site that should answer 301 to the new post: `/slug/`, `/2020/01/02/slug/`, `/?p=12`, `/p/slug`. */
  oldPaths: string[];
  /** What the author should know about this item (e.g. "private on WordPress: imported as a draft"). */
  warnings: string[];
  /** Folio's own export only: every front-matter field, for fields a later Folio knows and this one passes through. */
  extra?: Record<string, unknown>;
  /**
   * The folder inside the archive (`/`-separated, no leading slash, ending in `/`, or `''` for the top) that
   * this item's relative image references (`cover.jpg`, `./images/a.png`, `../a.png`) resolve against.
   * Absent when the source holds no files beside the item (bare JSON or XML).
   */
  baseDir?: string;
  /**
   * The folder inside the archive that stands for the old site's root, so that a site-relative reference
   * (`/content/images/a.jpg`, `/images/a.png`) resolves to `{siteRootDir}content/images/a.jpg` when that file
   * is in the archive. Absent when the archive holds no copy of the site's files.
   */
  siteRootDir?: string;
}

/** Files carried by the upload (a zip's entries), by their path inside the archive, `/`-separated, no leading slash. */
export interface ArchiveFiles {
  has(path: string): boolean;
  /** Paths of every file, for lookups by suffix (an image referenced as `/content/images/a.jpg` stored as `blog/content/images/a.jpg`). */
  paths(): Iterable<string>;
  size(path: string): number;
  open(path: string): Promise<Readable>;
}

/** One link of an old site's menu: to an imported item (by its sourceId), to a tag, or to an address; nested by `parent`. */
export interface ImportedMenuLink {
  id: string;
  /** The id of the link it sits under, or null at the top. */
  parent: string | null;
  /** Empty: the linked item's own title. */
  label: string;
  target: { item: string } | { tag: string } | { url: string };
}

/** The menu of the old site Folio's navigation takes (a platform may have several: the importer says which). */
export interface ImportedMenu {
  name: string;
  links: ImportedMenuLink[];
  /** Why the others were not taken, for the report. */
  notes: string[];
}

/** An opened export: read its items as many times as needed (counting, dry run, the run), each time as a stream. */
export interface ImportSource {
  format: ImportFormat;
  items(): AsyncIterable<ImportedItem>;
  files: ArchiveFiles;
  /**
   * What the author should know about the export as a whole rather than one item (e.g. "2 Substack threads
   * skipped"), as gathered by the last complete pass of `items()`.
   */
  notes?(): readonly string[];
  /** The old site's menu, for the top navigation (as read by open()); absent when the source has none. */
  menu?(): ImportedMenu | null;
  close(): Promise<void>;
}

/** An upload refused for what it is (hostile, damaged, unknown): the message names the problem and is shown to the author. */
export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}
