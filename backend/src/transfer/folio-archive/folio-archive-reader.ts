import { createHash } from 'node:crypto';
import { sniffImageFormat } from '../../images/image-type.js';
import { PRIVATE_PREFIX } from '../../storage/storage.js';
import { readTextLimited } from '../archive/read-limited.js';
import { type ArchiveFiles, ImportRefusedError } from '../import-source.js';
import { storableValue } from '../import/storable-text.js';
import { type FolioManifest, keyOfArchivePath, ORIGINALS_DIR, UPLOADS_DIR } from './folio-archive-format.js';

const name = (path: string) => JSON.stringify(path);
/** Stored images are a few MB (uploads stop at 5 MB); a file far larger is not one of Folio's. */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
/** Enough of a file to tell its image format. */
const HEAD_BYTES = 16;

const hashOfKey = (key: string) => key.slice(key.startsWith(PRIVATE_PREFIX) ? PRIVATE_PREFIX.length : 0).split('.')[0];

/** Refuses an image file that is not what its storage key says: the sha256 its name carries, an image of the kind its extension names. */
function checkImageFile(path: string, sha256: string, head: Buffer): string {
  const key = keyOfArchivePath(path);
  if (!key) throw new ImportRefusedError(`The Folio export holds ${name(path)}, which is not named as Folio names stored images`);
  if (hashOfKey(key) !== sha256) throw new ImportRefusedError(`The image ${name(path)} in the Folio export does not hold the bytes its name says`);
  const format = sniffImageFormat(head);
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const expected = format === 'jpeg' ? ['jpg', 'jpeg'] : format ? [format] : [];
  if (!expected.includes(extension)) {
    throw new ImportRefusedError(`The file ${name(path)} in the Folio export is not the ${extension.toUpperCase()} image its name says`);
  }
  return key;
}

const isImagePath = (path: string) => path.startsWith(UPLOADS_DIR) || path.startsWith(ORIGINALS_DIR);

/**
 * Reads every file the manifest lists and compares its sha256 and size: one changed byte refuses the
 * archive, naming the file. Image files must moreover be what their storage key says. Answers the
 * storage key of each image file, by its path.
 */
export async function verifyFolioArchive(files: ArchiveFiles, manifest: FolioManifest): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const [path, expected] of Object.entries(manifest.files)) {
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const stream = await files.open(path);
    try {
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, (chunk as Buffer).subarray(0, HEAD_BYTES - head.length)]);
      }
    } finally {
      stream.destroy();
    }
    if (isImagePath(path) && size > MAX_IMAGE_BYTES) {
      throw new ImportRefusedError(`The image ${name(path)} in the Folio export is larger than Folio stores`);
    }
    const sha256 = hash.digest('hex');
    if (sha256 !== expected.sha256 || size !== expected.size) {
      throw new ImportRefusedError(`${name(path)} in the Folio export does not match its manifest (sha256 or size differs): the archive is damaged or was changed`);
    }
    if (isImagePath(path)) images.set(path, checkImageFile(path, sha256, head));
  }
  return images;
}

/** A JSON file of the archive, parsed; undefined when the archive has none. */
export async function readArchiveJson(files: ArchiveFiles, path: string, maxBytes: number): Promise<unknown> {
  if (!files.has(path)) return undefined;
  const text = await readTextLimited(await files.open(path), maxBytes, `The ${path} of the Folio export`);
  try {
    // What PostgreSQL cannot store (U+0000, a broken surrogate pair) would fail the restore's writes.
    return storableValue(JSON.parse(text) as unknown).value;
  } catch (error) {
    throw new ImportRefusedError(`The ${path} of the Folio export is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * The bytes of an image file verifyFolioArchive checked, read again to be stored (the store takes
 * whole files; images are a few MB), and checked once more against the key they will be stored under.
 */
export async function readArchiveImage(files: ArchiveFiles, path: string, key: string): Promise<Buffer> {
  if (files.size(path) > MAX_IMAGE_BYTES) throw new ImportRefusedError(`The image ${name(path)} in the Folio export is larger than Folio stores`);
  const chunks: Buffer[] = [];
  for await (const chunk of await files.open(path)) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (createHash('sha256').update(bytes).digest('hex') !== hashOfKey(key)) {
    throw new ImportRefusedError(`The image ${name(path)} in the Folio export changed while it was imported`);
  }
  return bytes;
}
