import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { NO_FILES } from '../archive/empty-archive.js';
import { depthOf, folderOf, readHead } from '../archive/archive-paths.js';
import { readTextLimited } from '../archive/read-limited.js';
import type { ZipArchive } from '../archive/zip-archive.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../import-source.js';
import { megabytes } from '../import-limits.js';
import { ghostData, readGhostTables } from './ghost/ghost-export.js';
import { ghostPostToItem } from './ghost/ghost-post.js';
import type { Importer, ImportProbe } from './importer.js';

/** A Ghost export opens with `{"db":[{"meta":…` (or, hand-made, `{"meta":…,"data":…}`). */
const GHOST_JSON_START = /^\s*\{\s*"(?:db|meta|data)"\s*:/;

async function ghostJsonIn(archive: ZipArchive): Promise<string | null> {
  const candidates = [...archive.paths()]
    .filter((path) => path.toLowerCase().endsWith('.json') && depthOf(path) <= 2 && !path.includes('content/'))
    .sort((a, b) => depthOf(a) - depthOf(b));
  for (const path of candidates) {
    if (GHOST_JSON_START.test(await readHead(archive, path, 256))) return path;
  }
  return null;
}

/** The folder standing for the Ghost site's root: the one holding `content/images/`. */
function contentRoot(archive: ZipArchive): string | undefined {
  for (const path of archive.paths()) {
    const at = path.indexOf('content/images/');
    if (at === 0 || (at > 0 && path[at - 1] === '/')) return path.slice(0, at);
  }
  return undefined;
}

async function readJson(probe: ImportProbe): Promise<{ text: string; jsonPath: string | null }> {
  const max = probe.limits.maxJsonBytes;
  if (probe.kind === 'zip') {
    const jsonPath = await ghostJsonIn(probe.archive);
    if (!jsonPath) throw new ImportRefusedError('The file is not an export Folio can read: the zip holds no Ghost JSON export');
    return { text: await probe.archive.readText(jsonPath, max), jsonPath };
  }
  const { size } = await stat(probe.filePath);
  if (size > max) throw new ImportRefusedError(`The Ghost export is ${megabytes(size)}; Folio reads JSON exports of at most ${megabytes(max)}`);
  return { text: await readTextLimited(createReadStream(probe.filePath), max, 'The Ghost export'), jsonPath: null };
}

/**
 * Ghost 5.x/6.x JSON exports (`db[0].data`), alone or zipped with `content/images`. The JSON is parsed
 * whole, so its size is capped (limits.maxJsonBytes, 64 MB by default); items are mapped one at a time.
 */
export const ghostImporter: Importer = {
  format: 'ghost',

  async detect(probe) {
    if (probe.kind === 'document') return probe.head.trimStart().startsWith('{');
    return (await ghostJsonIn(probe.archive)) !== null;
  },

  async open(probe): Promise<ImportSource> {
    const { text, jsonPath } = await readJson(probe);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ImportRefusedError(`The Ghost export is not valid JSON (${(error as Error).message})`);
    }
    const data = ghostData(json);
    if (!data) throw new ImportRefusedError('The file is not an export Folio can read: JSON without the posts of a Ghost export (db[0].data.posts)');
    const tables = readGhostTables(data);
    const files = probe.kind === 'zip' ? probe.archive : NO_FILES;
    const siteRootDir = probe.kind === 'zip' ? contentRoot(probe.archive) : undefined;
    const baseDir = jsonPath === null ? undefined : folderOf(jsonPath);
    let internalTags = false;
    return {
      format: 'ghost',
      files,
      async *items(): AsyncIterable<ImportedItem> {
        for (const post of tables.posts) {
          const item = ghostPostToItem(post, tables);
          internalTags ||= (tables.tagsByPost.get(String(post.id)) ?? []).some((id) => tables.tagNames.get(id)?.internal);
          yield { ...item, ...(baseDir !== undefined && { baseDir }), ...(siteRootDir !== undefined && { siteRootDir }) };
        }
      },
      notes: () => (internalTags ? ["Ghost's internal tags (#name) were left out"] : []),
      close: async () => {
        if (probe.kind === 'zip') await probe.archive.close();
      },
    };
  },
};
