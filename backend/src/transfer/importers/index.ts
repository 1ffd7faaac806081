import { folioImporter } from './folio.importer.js';
import { ghostImporter } from './ghost.importer.js';
import type { Importer } from './importer.js';
import { markdownImporter } from './markdown.importer.js';
import { substackImporter } from './substack.importer.js';
import { wxrImporter } from './wxr.importer.js';

/**
 * Every source Folio reads, in detection order: the most specific first. Folio's own export stays
 * first, since it also holds Markdown files with front matter that the Markdown importer would claim.
 */
export const IMPORTERS: readonly Importer[] = [folioImporter, ghostImporter, wxrImporter, substackImporter, markdownImporter];
