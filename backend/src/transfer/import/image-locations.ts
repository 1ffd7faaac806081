import path from 'node:path';
import type { ArchiveFiles, ImportedItem } from '../import-source.js';

/** Where an image reference of an imported post is to be had, or why it cannot be. */
export type ImageLocation = { archive: string } | { remote: string } | { missing: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Finds the files of an archive by the tail of their path: an old site's `/content/images/a.jpg`
 * may be stored as `content/images/a.jpg`, `blog/content/images/a.jpg` or `static/content/images/a.jpg`.
 */
export class ArchiveIndex {
  private byName?: Map<string, string[]>;

  constructor(private readonly files: ArchiveFiles) {}

  find(sitePath: string, item: ImportedItem): string | undefined {
    const relative = sitePath.replace(/^\/+/, '');
    if (!relative) return undefined;
    for (const candidate of [`${item.siteRootDir ?? ''}${relative}`, relative]) if (this.files.has(candidate)) return candidate;
    const sameName = this.names().get(path.posix.basename(relative)) ?? [];
    return sameName.find((file) => file.endsWith(`/${relative}`));
  }

  private names(): Map<string, string[]> {
    if (!this.byName) {
      this.byName = new Map();
      for (const file of this.files.paths()) {
        const name = path.posix.basename(file);
        this.byName.set(name, [...(this.byName.get(name) ?? []), file]);
      }
    }
    return this.byName;
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Resolves one reference: inside the archive first (beside the post, then from the old site's root),
 * then on the old site (`sourceUrl`) or wherever an absolute address points. Null: leave it alone
 * (a `data:` image, an address of another kind).
 */
export function locateImage(reference: string, item: ImportedItem, index: ArchiveIndex, files: ArchiveFiles, sourceUrl: URL | null): ImageLocation | null {
  const ref = reference.startsWith('//') ? `https:${reference}` : reference;
  if (SCHEME.test(ref)) {
    let url: URL;
    try {
      url = new URL(ref);
    } catch {
      return { missing: 'it is not a valid address' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const onOldSite = sourceUrl !== null && url.host === sourceUrl.host;
    const inArchive = onOldSite ? index.find(decoded(url.pathname), item) : undefined;
    return inArchive ? { archive: inArchive } : { remote: url.href };
  }
  const [pathPart] = ref.split(/[?#]/, 1) as [string];
  if (pathPart.startsWith('/')) {
    const inArchive = index.find(decoded(pathPart), item);
    if (inArchive) return { archive: inArchive };
    if (sourceUrl) return { remote: new URL(ref, sourceUrl).href };
    return { missing: 'the archive does not hold it, and no old site address was given to fetch it from' };
  }
  const beside = path.posix.normalize(path.posix.join(item.baseDir ?? '', decoded(pathPart)));
  if (!beside.startsWith('../') && files.has(beside)) return { archive: beside };
  if (sourceUrl) return { remote: new URL(ref, sourceUrl).href };
  return { missing: 'the archive does not hold it' };
}
