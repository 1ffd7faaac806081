import { readHead } from '../archive/archive-paths.js';
import { readTextLimited } from '../archive/read-limited.js';
import { FOLIO_EXPORT_FORMAT, MANIFEST_PATH, POSTS_DIR } from '../folio-archive/folio-archive-format.js';
import { readFolioManifest } from '../folio-archive/folio-manifest.js';
import { parsePostMarkdown } from '../folio-archive/post-front-matter.js';
import { type ArchiveFiles, type ImportedItem, ImportRefusedError, type ImportSource, type SourceSeo, type SourceStatus } from '../import-source.js';
import { parseSourceDate } from '../source-dates.js';
import type { Importer } from './importer.js';

const STATUSES: readonly SourceStatus[] = ['draft', 'published', 'scheduled', 'private'];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The search and social fields of the front matter; one that is not text (or true or false) is left out with a warning. */
function seoOf(fields: Record<string, unknown>, warnings: string[]): SourceSeo | undefined {
  const seo: SourceSeo = {};
  const textField = (key: string): string | null | undefined => {
    const value = fields[key];
    if (value === undefined || value === null || typeof value === 'string') return value;
    warnings.push(`${key} is not text: it was left out`);
    return undefined;
  };
  for (const [key, name] of [['meta_title', 'metaTitle'], ['meta_description', 'metaDescription'], ['canonical_url', 'canonicalUrl'], ['og_image_url', 'ogImageUrl']] as const) {
    const value = textField(key);
    if (value !== undefined) seo[name] = value;
  }
  if (typeof fields.noindex === 'boolean') seo.noindex = fields.noindex;
  else if (fields.noindex !== undefined && fields.noindex !== null) warnings.push('noindex is not true or false: it was left out');
  return Object.keys(seo).length ? seo : undefined;
}

/** One `posts/{slug}.md` of a Folio export as an item: every field as the export wrote it (post-front-matter.ts). */
export function folioItem(path: string, fileText: string): ImportedItem {
  const parsed = parsePostMarkdown(fileText);
  if (!parsed) throw new ImportRefusedError(`${path} in the Folio export has no front matter`);
  const { fields, markdown } = parsed;
  const warnings: string[] = [];
  const slug = text(fields.slug) ?? path.slice(POSTS_DIR.length, -'.md'.length);
  let status = fields.status as SourceStatus;
  if (!STATUSES.includes(status)) {
    status = fields.draft === false ? 'published' : 'draft';
    if (fields.status !== undefined) warnings.push(`Unknown status ${JSON.stringify(fields.status)}: imported as ${status}`);
  }
  const title = text(fields.title) ?? slug;
  if (text(fields.title) === null) warnings.push('No title in the front matter: the slug stands in for it');
  const tags = Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  const coverUrl = text(fields.cover_image_url);
  const type = fields.type === 'page' ? 'page' : 'post';
  if (fields.type !== undefined && fields.type !== type) warnings.push(`Unknown type ${JSON.stringify(fields.type)}: imported as a post`);
  const seo = seoOf(fields, warnings);
  return {
    sourceId: path,
    type,
    title,
    slug,
    status,
    publishedAt: parseSourceDate(fields.date),
    createdAt: parseSourceDate(fields.created_at),
    updatedAt: parseSourceDate(fields.updated_at),
    tags,
    // An excerpt that followed the text is made again from it, as it was.
    excerpt: fields.excerpt_is_custom === true ? (text(fields.description) ?? '') : null,
    body: { markdown },
    coverImage: coverUrl ? { url: coverUrl, alt: text(fields.cover_image_alt) } : null,
    ...(seo && { seo }),
    // The posts keep their slugs, so their addresses do not change; the archive's redirects.json is restored apart.
    oldPaths: [],
    warnings,
    extra: fields,
  };
}

/** The posts' files the manifest vouches for, in a stable order. */
function postPaths(files: ArchiveFiles, listed: Record<string, unknown>): string[] {
  return Object.keys(listed)
    .filter((path) => path.startsWith(POSTS_DIR) && path.endsWith('.md') && !path.slice(POSTS_DIR.length).includes('/') && files.has(path))
    .sort();
}

/**
 * Folio's own export (folio-archive-format.ts). Its posts come back as items; its images, settings and
 * redirects are put back by restoreFolioArchive (folio-restore.ts), which the import runs first, so
 * that the posts' `/uploads/…` addresses are valid as they are and must be left unchanged.
 */
export const folioImporter: Importer = {
  format: 'folio',
  async detect(probe) {
    if (probe.kind !== 'zip' || !probe.archive.has(MANIFEST_PATH)) return false;
    const head = await readHead(probe.archive, MANIFEST_PATH, 8192);
    return new RegExp(`"format"\\s*:\\s*"${FOLIO_EXPORT_FORMAT}"`).test(head);
  },
  async open(probe) {
    if (probe.kind !== 'zip') throw new ImportRefusedError('A Folio export is a zip');
    const { archive, limits } = probe;
    const manifest = await readFolioManifest(archive, limits.maxJsonBytes);
    const paths = postPaths(archive, manifest.files);
    const notes = manifest.warnings?.length ? manifest.warnings.map((warning) => `When this export was made: ${warning}`) : [];
    const source: ImportSource = {
      format: 'folio',
      files: archive,
      async *items() {
        for (const path of paths) {
          const fileText = await readTextLimited(await archive.open(path), limits.maxItemBytes, `The file ${JSON.stringify(path)}`);
          yield folioItem(path, fileText);
        }
      },
      notes: () => notes,
      close: () => archive.close(),
    };
    return source;
  },
};
