import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  path: string;
  bytes: Buffer;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
}

/** Every entry of a zip held in memory, in the order the zip lists them (tests only: archives here are small). */
export async function readZipEntries(zip: Buffer): Promise<ZipEntry[]> {
  const file = await yauzl.fromBufferPromise(zip, { strictFileNames: true, validateEntrySizes: true });
  const entries: ZipEntry[] = [];
  for await (const entry of file.eachEntry()) {
    const stream = await file.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.push({ path: entry.fileName, bytes: Buffer.concat(chunks), compressionMethod: entry.compressionMethod });
  }
  file.close();
  return entries;
}

/** A zip made of these entries, as bytes. */
export async function writeZip(entries: Array<{ path: string; bytes: Buffer }>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
