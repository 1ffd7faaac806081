import { baseName, commonTopFolder, readHead } from '../archive/archive-paths.js';
import type { ZipArchive } from '../archive/zip-archive.js';
import { type ImportedItem, ImportRefusedError, type ImportSource } from '../import-source.js';
import type { Importer } from './importer.js';
import { hasYamlFrontMatter, splitFrontMatter } from './markdown/front-matter.js';
import { markdownFileToItem } from './markdown/markdown-item.js';

const MARKDOWN_FILE = /\.(md|markdown|mdx)$/i;
/** Folders of themes, layouts, build output and tooling: never posts. */
const NOT_CONTENT = new Set(['node_modules', '_site', '_layouts', '_includes', '_data', 'layouts', 'themes', 'archetypes', 'vendor', 'dist']);
const DETECTION_SAMPLE = 50;

function isCandidate(path: string): boolean {
  if (!MARKDOWN_FILE.test(path)) return false;
  // Hugo's _index.md describes a section's list page, not a post.
  if (baseName(path).toLowerCase() === '_index.md') return false;
  return !path.split('/').some((segment, index, all) => index < all.length - 1 && (segment.startsWith('.') || NOT_CONTENT.has(segment)));
}

function candidates(archive: ZipArchive): string[] {
  return [...archive.paths()].filter(isCandidate).sort();
}

/** Where site-relative images (`/images/a.png`) live: Hugo's static/, Astro's public/, else the site's top. */
function siteRootOf(archive: ZipArchive, top: string): string {
  const paths = [...archive.paths()];
  if (paths.some((path) => path.startsWith(`${top}static/`))) return `${top}static/`;
  if (paths.some((path) => path.startsWith(`${top}public/`)) && paths.some((path) => path.startsWith(`${top}src/`))) return `${top}public/`;
  return top;
}

/**
 * A zip of Markdown files with YAML front matter (Hugo, Jekyll, Eleventy, Astro). Files without front
 * matter (READMEs, licences), Hugo's _index.md and theme/build folders are not posts and are skipped;
 * TOML (`+++`) front matter is not read (noted).
 */
export const markdownImporter: Importer = {
  format: 'markdown',

  async detect(probe) {
    if (probe.kind !== 'zip') return false;
    for (const path of candidates(probe.archive).slice(0, DETECTION_SAMPLE)) {
      if (hasYamlFrontMatter(await readHead(probe.archive, path, 16))) return true;
    }
    return false;
  },

  async open(probe): Promise<ImportSource> {
    if (probe.kind !== 'zip') throw new ImportRefusedError('A Markdown export is a zip of Markdown files');
    const { archive, limits } = probe;
    const top = commonTopFolder(archive);
    const context = { contentRoot: top, siteRootDir: siteRootOf(archive, top) };
    const paths = candidates(archive);
    const notes: string[] = [];
    return {
      format: 'markdown',
      files: archive,
      async *items(): AsyncIterable<ImportedItem> {
        notes.length = 0;
        let withoutFrontMatter = 0;
        let toml = 0;
        for (const path of paths) {
          const text = await archive.readText(path, limits.maxItemBytes);
          if (text.replace(/^\uFEFF/, '').startsWith('+++')) {
            toml += 1;
            continue;
          }
          if (!hasYamlFrontMatter(text)) {
            withoutFrontMatter += 1;
            continue;
          }
          let parsed;
          try {
            parsed = splitFrontMatter(text);
          } catch (error) {
            notes.push(`${path} skipped: its front matter cannot be read (${(error as Error).message.split('\n')[0]})`);
            continue;
          }
          yield markdownFileToItem(path, parsed.data, parsed.body, context);
        }
        if (withoutFrontMatter) notes.push(`${withoutFrontMatter} Markdown files without front matter (such as READMEs) were not imported`);
        if (toml) notes.push(`${toml} files with TOML front matter (+++) were not imported: Folio reads YAML front matter`);
      },
      notes: () => notes,
      close: () => archive.close(),
    };
  },
};
