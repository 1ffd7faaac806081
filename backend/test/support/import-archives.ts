import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

export const IMPORT_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'import');

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Unix mode with file type bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  compress?: boolean;
}

/** A zip made with yazl from the given entries, as bytes. */
export function zipBytes(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    zip.addBuffer(data, entry.name, { compress: entry.compress ?? true, ...(entry.mode !== undefined && { mode: entry.mode }) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Every file under a fixture folder as zip entries named relative to `prefix` (e.g. `my-blog/`). */
export function folderEntries(folder: string, prefix = ''): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else entries.push({ name: prefix + path.relative(folder, full).split(path.sep).join('/'), data: readFileSync(full) });
    }
  };
  walk(folder);
  return entries;
}

/**
 * Renames an entry in zip bytes (local header and central directory) to a name yazl would refuse to
 * write, such as `../evil` or `/etc/x`; the new name must be as long as the old.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must be the same length');
  const out = Buffer.from(zip);
  let at = out.indexOf(from);
  while (at >= 0) {
    out.write(to, at, 'latin1');
    at = out.indexOf(from, at + 1);
  }
  return out;
}

/** Sets the uncompressed size every central directory header declares (a zip whose sizes lie). */
export function declareUncompressedSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0; at = out.indexOf('PK\u0001\u0002', at + 4, 'latin1')) {
    out.writeUInt32LE(size, at + 24);
  }
  return out;
}

export function writeUpload(dir: string, name: string, bytes: Buffer | string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** A 1×1 PNG, enough for an image to exist in an archive. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every item of a source, in order. */
export async function collectItems<T>(source: { items(): AsyncIterable<T> }): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source.items()) items.push(item);
  return items;
}
