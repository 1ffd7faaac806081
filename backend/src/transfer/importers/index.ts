import { ImportRefusedError } from '../import-source.js';
import { readHead } from '../archive/archive-paths.js';
import { ghostImporter } from './ghost.importer.js';
import type { Importer } from './importer.js';
import { markdownImporter } from './markdown.importer.js';
import { substackImporter } from './substack.importer.js';
import { wxrImporter } from './wxr.importer.js';

/**
 * The slot for Folio's own export (`manifest.json` with `"format": "folio-export"`): its importer is
 * written apart and replaces this entry. It must stay first, since such an archive also holds Markdown
 * files with front matter that the Markdown importer would otherwise claim.
 */
const folioSlot: Importer = {
  format: 'folio',
  async detect(probe) {
    if (probe.kind !== 'zip' || !probe.archive.has('manifest.json')) return false;
    return /"format"\s*:\s*"folio-export"/.test(await readHead(probe.archive, 'manifest.json', 8192));
  },
  async open() {
    throw new ImportRefusedError('This is a Folio export, which this version of Folio cannot import yet');
  },
};

/** Every source Folio reads, in detection order: the most specific first. */
export const IMPORTERS: readonly Importer[] = [folioSlot, ghostImporter, wxrImporter, substackImporter, markdownImporter];
