import { pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { baseName, depthOf, folderOf } from '../archive/archive-paths.js';
import type { ZipArchive } from '../archive/zip-archive.js';
import { decodeEntities } from '../html-entities.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../import-source.js';
import type { ImportLimits } from '../import-limits.js';
import { oldPathsOf } from '../old-paths.js';
import { parseSourceDate } from '../source-dates.js';
import type { Importer } from './importer.js';

type Row = Record<string, string | undefined>;

/** Spreadsheet programs run a cell starting with these as a formula; Folio only ever shows it as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const SKIPPED_TYPES = new Set(['thread']);

/** Substack's export: `posts.csv` at the top (or in the zip's one folder) beside `posts/{post_id}.html`. */
function postsCsvIn(archive: ZipArchive): string | null {
  for (const path of archive.paths()) {
    if (baseName(path) === 'posts.csv' && depthOf(path) <= 1) {
      const folder = folderOf(path);
      for (const other of archive.paths()) if (other.startsWith(`${folder}posts/`) && other.endsWith('.html')) return path;
    }
  }
  return null;
}

async function bodyOf(archive: ZipArchive, folder: string, postId: string, limits: ImportLimits, warnings: string[]): Promise<string> {
  const path = `${folder}posts/${postId}.html`;
  if (!archive.has(path)) {
    warnings.push(`The export has no body for this post (posts/${postId}.html)`);
    return '';
  }
  return archive.readText(path, limits.maxItemBytes);
}

async function rowToItem(row: Row, archive: ZipArchive, folder: string, limits: ImportLimits): Promise<ImportedItem> {
  const warnings: string[] = [];
  const postId = row.post_id ?? '';
  const slug = /^\d+\.(.+)$/.exec(postId)?.[1] ?? postId;
  const title = row.title ?? '';
  if (FORMULA_START.test(title)) {
    warnings.push(`The title starts with "${title[0]}", which spreadsheets read as a formula; Folio keeps it as text, exactly as written`);
  }
  const published = (row.is_published ?? '').trim().toLowerCase() === 'true';
  const type = (row.type ?? '').trim().toLowerCase();
  if (type === 'podcast') warnings.push('A Substack podcast: the text is imported, the audio is not');
  const audience = (row.audience ?? '').trim();
  if (audience && audience !== 'everyone') warnings.push(`For ${audience.replace(/_/g, ' ')} subscribers on Substack: on Folio it is visible to everyone once published`);
  const date = parseSourceDate(row.post_date);
  return {
    sourceId: postId,
    type: type === 'page' ? 'page' : 'post',
    title,
    slug,
    status: published ? 'published' : 'draft',
    publishedAt: published ? date : null,
    createdAt: date,
    updatedAt: null,
    tags: [],
    excerpt: row.subtitle ? decodeEntities(row.subtitle) : null,
    body: { html: await bodyOf(archive, folder, postId, limits, warnings) },
    coverImage: null,
    oldPaths: published && slug ? oldPathsOf([`/p/${slug}`]) : [],
    warnings,
    baseDir: `${folder}posts/`,
  };
}

/** Substack's export zip; posts.csv is read as a stream with csv-parse, one row at a time. */
export const substackImporter: Importer = {
  format: 'substack',

  async detect(probe) {
    return probe.kind === 'zip' && postsCsvIn(probe.archive) !== null;
  },

  async open(probe): Promise<ImportSource> {
    if (probe.kind !== 'zip') throw new ImportRefusedError('A Substack export is a zip');
    const { archive, limits } = probe;
    const csvPath = postsCsvIn(archive)!;
    const folder = folderOf(csvPath);
    const skipped = new Map<string, number>();
    return {
      format: 'substack',
      files: archive,
      async *items(): AsyncIterable<ImportedItem> {
        skipped.clear();
        // Cells are never cast: every value stays the text the export wrote.
        const rows = parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: limits.maxItemBytes });
        // pipeline, not pipe: a damaged entry's error must reach the parser, or the loop would wait for ever.
        pipeline(await archive.open(csvPath), rows, () => {});
        try {
          for await (const row of rows as AsyncIterable<Row>) {
            const type = (row.type ?? '').trim().toLowerCase();
            if (!row.post_id) continue;
            if (SKIPPED_TYPES.has(type)) {
              skipped.set(type, (skipped.get(type) ?? 0) + 1);
              continue;
            }
            yield await rowToItem(row, archive, folder, limits);
          }
        } catch (error) {
          if (error instanceof ImportRefusedError) throw error;
          throw new ImportRefusedError(`posts.csv cannot be read (${(error as Error).message})`);
        }
      },
      notes: () => [...skipped].map(([type, count]) => `${count} Substack ${type}s (discussion threads) not imported`),
      close: () => archive.close(),
    };
  },
};
