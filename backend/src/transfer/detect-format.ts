import { open } from 'node:fs/promises';
import { openZipArchive } from './archive/zip-archive.js';
import { ImportRefusedError } from './import-source.js';
import type { ImportLimits } from './import-limits.js';
import type { Importer, ImportProbe } from './importers/importer.js';

const HEAD_BYTES = 64 * 1024;
const ZIP_SIGNATURES = ['504b0304', '504b0506'];

async function readFileHead(filePath: string): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function describe(head: Buffer): string {
  if (head.length === 0) return 'the file is empty';
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('{') || text.startsWith('[')) return 'JSON that is not a Ghost export';
  if (text.startsWith('<')) return 'XML or HTML that is not a WordPress export (WXR)';
  if (head.subarray(0, 4).toString('hex') === '1f8b0800' || head[0] === 0x1f) return 'a gzip or tar file (upload a zip instead)';
  return 'its content matches none of Ghost, WordPress, Substack, Markdown or Folio';
}

/** Looks at an upload's content (zip signature, then structure; or its first characters) to build a probe. */
export async function probeFile(filePath: string, limits: ImportLimits): Promise<{ probe: ImportProbe | null; why: string }> {
  let head: Buffer;
  try {
    head = await readFileHead(filePath);
  } catch (error) {
    throw new ImportRefusedError(`The upload cannot be read (${(error as Error).message})`);
  }
  if (ZIP_SIGNATURES.includes(head.subarray(0, 4).toString('hex'))) {
    const archive = await openZipArchive(filePath, limits);
    return { probe: { kind: 'zip', filePath, archive, limits }, why: 'a zip holding no Ghost, Substack, Markdown or Folio export' };
  }
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*[{[<]/.test(text)) return { probe: null, why: describe(head) };
  return { probe: { kind: 'document', filePath, head: text, limits }, why: describe(head) };
}

/** The first importer that recognises the probe, in the registry's order. */
export async function detectImporter(probe: ImportProbe, importers: readonly Importer[]): Promise<Importer | null> {
  for (const importer of importers) {
    if (await importer.detect(probe).catch(() => false)) return importer;
  }
  return null;
}
