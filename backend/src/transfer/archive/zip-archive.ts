import { PassThrough, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type ArchiveFiles, ImportRefusedError } from '../import-source.js';
import { type ImportLimits, megabytes } from '../import-limits.js';
import { readTextLimited } from './read-limited.js';

/** A zip on disk, read through its central directory; each entry is streamed when opened, never held whole. */
export interface ZipArchive extends ArchiveFiles {
  readText(path: string, maxBytes: number): Promise<string>;
  close(): Promise<void>;
}

const UNIX_HOST = 3;
const FILE_TYPE_MASK = 0o170000;
const SYMLINK_TYPE = 0o120000;

/** Folders and files that macOS adds to the zips it makes, never part of an export. */
function isPlatformClutter(path: string): boolean {
  return path.startsWith('__MACOSX/') || path.split('/').includes('.DS_Store');
}

/** yauzl's own file-name checks (strictFileNames), as a sentence an author can act on. */
function unsafeNameMessage(message: string): string | null {
  const [, kind, name] = /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message) ?? [];
  if (!kind) return null;
  const why =
    kind === 'absolute path' ? 'an absolute path or drive letter' : kind === 'invalid relative path' ? 'a ".." segment' : 'a backslash';
  return `The archive holds an entry whose path has ${why} (${JSON.stringify(name)}), which could write outside the import; it was refused`;
}

function isSymlink(entry: Entry): boolean {
  return entry.versionMadeBy >> 8 === UNIX_HOST && ((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK_TYPE;
}

function checkEntry(entry: Entry, limits: ImportLimits): void {
  const name = JSON.stringify(entry.fileName);
  if (isSymlink(entry)) throw new ImportRefusedError(`The archive holds a symbolic link (${name}); exports hold files only, so it was refused`);
  if (entry.isEncrypted()) throw new ImportRefusedError(`The archive holds an encrypted entry (${name}); export it again without a password`);
  if (!entry.canDecodeFileData()) {
    throw new ImportRefusedError(`The archive holds an entry compressed with a method Folio cannot read (${name}, method ${entry.compressionMethod})`);
  }
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > limits.ratioCheckBytes && ratio > limits.maxCompressionRatio) {
    throw new ImportRefusedError(
      `The archive looks like a zip bomb: ${name} would expand ${Math.round(ratio)} times (${megabytes(entry.uncompressedSize)} from ${megabytes(entry.compressedSize)}; at most ${limits.maxCompressionRatio} times is accepted)`,
    );
  }
}

/** Any failure of yauzl's while listing entries: a damaged or hostile zip, never a crash. */
function refusal(error: unknown): ImportRefusedError {
  if (error instanceof ImportRefusedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ImportRefusedError(unsafeNameMessage(message) ?? `The archive is damaged or not a zip Folio can read (${message})`);
}

/**
 * Opens a zip, checking every entry before any is read: safe paths, no links, caps on the entry count,
 * the total declared size and each entry's compression ratio. yauzl then holds each entry to its
 * declared size while it streams, so the caps bound what is actually inflated.
 */
export async function openZipArchive(filePath: string, limits: ImportLimits): Promise<ZipArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch (error) {
    throw refusal(error);
  }
  try {
    return await indexEntries(zip, limits);
  } catch (error) {
    zip.close();
    throw refusal(error);
  }
}

async function indexEntries(zip: ZipFile, limits: ImportLimits): Promise<ZipArchive> {
  if (zip.entryCount > limits.maxEntries) {
    throw new ImportRefusedError(`The archive holds ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted`);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    checkEntry(entry, limits);
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new ImportRefusedError(`The archive would expand to more than ${megabytes(limits.maxTotalBytes)}, the most Folio accepts`);
    }
    if (isPlatformClutter(entry.fileName)) continue;
    if (entries.has(entry.fileName)) {
      throw new ImportRefusedError(`The archive holds two entries named ${JSON.stringify(entry.fileName)}; it was refused`);
    }
    entries.set(entry.fileName, entry);
  }
  return new YauzlArchive(zip, entries);
}

class YauzlArchive implements ZipArchive {
  constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  has(path: string): boolean {
    return this.entries.has(path);
  }

  paths(): Iterable<string> {
    return this.entries.keys();
  }

  size(path: string): number {
    return this.entries.get(path)?.uncompressedSize ?? 0;
  }

  /** The entry's bytes; a stream that finds the entry larger than declared ends in an ImportRefusedError. */
  async open(path: string): Promise<Readable> {
    const entry = this.entries.get(path);
    if (!entry) throw new ImportRefusedError(`The archive holds no file ${JSON.stringify(path)}`);
    let source: Readable;
    try {
      source = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw new ImportRefusedError(`The archive entry ${JSON.stringify(path)} cannot be read (${(error as Error).message})`);
    }
    const out = new PassThrough();
    source.on('error', (error: Error) => {
      source.unpipe(out);
      source.destroy();
      out.destroy(new ImportRefusedError(`The archive entry ${JSON.stringify(path)} is damaged or not the size it declares (${error.message})`));
    });
    out.on('close', () => {
      if (!source.destroyed && !source.readableEnded) {
        source.unpipe(out);
        source.destroy();
      }
    });
    return source.pipe(out);
  }

  async readText(path: string, maxBytes: number): Promise<string> {
    return readTextLimited(await this.open(path), maxBytes, `The archive file ${JSON.stringify(path)}`);
  }

  async close(): Promise<void> {
    this.zip.close();
  }
}
