import { detectImporter, probeFile } from './detect-format.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from './import-source.js';
import { type ImportLimits, importLimits } from './import-limits.js';
import type { Importer } from './importers/importer.js';
import { IMPORTERS } from './importers/index.js';

/**
 * Opens an upload as an ImportSource, recognising its format from its content alone. Throws
 * ImportRefusedError, naming the problem, for anything unknown, damaged or hostile; `items()` may
 * still throw one for damage found only while reading (a WXR broken half way), so a dry run that
 * reads every item finds it before anything is written.
 */
export async function openImportSource(
  filePath: string,
  limits: Partial<ImportLimits> = {},
  importers: readonly Importer[] = IMPORTERS,
): Promise<ImportSource> {
  const { probe, why } = await probeFile(filePath, importLimits(limits));
  if (!probe) throw new ImportRefusedError(`The file is not an export Folio can read: ${why}`);
  try {
    const importer = await detectImporter(probe, importers);
    if (!importer) throw new ImportRefusedError(`The file is not an export Folio can read: ${why}`);
    return withDuplicateSlugWarnings(await importer.open(probe));
  } catch (error) {
    if (probe.kind === 'zip') await probe.archive.close();
    throw error;
  }
}

/** Two items of one export with the same slug: the second gets a new one in Folio, and the author should know. */
function withDuplicateSlugWarnings(source: ImportSource): ImportSource {
  const items = source.items.bind(source);
  return Object.assign(Object.create(source) as ImportSource, {
    async *items(): AsyncIterable<ImportedItem> {
      const seen = new Map<string, string>();
      for await (const item of items()) {
        const key = item.slug.trim().toLowerCase();
        const first = key ? seen.get(key) : undefined;
        if (first !== undefined) {
          item.warnings.push(`The slug "${item.slug}" is also used by "${first}" in this export: this one will get another slug`);
        } else if (key) {
          seen.set(key, item.title);
        }
        yield item;
      }
    },
  });
}
