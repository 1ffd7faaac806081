import { detectImporter, probeFile } from './detect-format.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from './import-source.js';
import { type ImportLimits, importLimits } from './import-limits.js';
import type { Importer } from './importers/importer.js';
import { IMPORTERS } from './importers/index.js';
import { storableValue } from './import/storable-text.js';

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
    return checkedItems(await importer.open(probe));
  } catch (error) {
    if (probe.kind === 'zip') await probe.archive.close();
    throw error;
  }
}

/**
 * Where every importer's items pass before anything is written. Characters PostgreSQL cannot store are
 * removed from every field (with a warning), so that one of them fails neither its item nor the import's
 * report. Two items of one export with the same slug: the second gets a new one in Folio, and the author
 * should know.
 */
function checkedItems(source: ImportSource): ImportSource {
  const items = source.items.bind(source);
  return Object.assign(Object.create(source) as ImportSource, {
    async *items(): AsyncIterable<ImportedItem> {
      const seen = new Map<string, string>();
      for await (const read of items()) {
        const { value: item, removed } = storableValue(read);
        if (removed > 0) {
          const characters = removed === 1 ? 'character' : 'characters';
          item.warnings.push(`${removed} ${characters} a database cannot store (U+0000 or a broken surrogate pair) removed from the item`);
        }
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
