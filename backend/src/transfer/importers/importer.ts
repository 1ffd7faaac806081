import type { ZipArchive } from '../archive/zip-archive.js';
import type { ImportLimits } from '../import-limits.js';
import type { ImportFormat, ImportSource } from '../import-source.js';

/** What detection knows of an upload: a zip (its entries listed and checked) or one document (its first characters). */
export type ImportProbe =
  | { kind: 'zip'; filePath: string; archive: ZipArchive; limits: ImportLimits }
  | { kind: 'document'; filePath: string; head: string; limits: ImportLimits };

/**
 * One source format. `detect` looks at content only (never the file name) and must not throw;
 * `open` reads enough to refuse a damaged or hostile file with an ImportRefusedError and then owns
 * the probe's archive (its source's close() closes it).
 */
export interface Importer {
  format: ImportFormat;
  detect(probe: ImportProbe): Promise<boolean>;
  open(probe: ImportProbe): Promise<ImportSource>;
}
