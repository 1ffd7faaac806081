import type { Readable } from 'node:stream';
import { readAtMost } from '../../common/streams/read-at-most.js';
import { ImportRefusedError } from '../import-source.js';
import { megabytes } from '../import-limits.js';

/** Reads a stream as UTF-8 text, refusing it once it passes `maxBytes` (the rest is never read). */
export async function readTextLimited(stream: Readable, maxBytes: number, what: string): Promise<string> {
  return stripBom((await readLimited(stream, maxBytes, what)).toString('utf8'));
}

/** Reads a stream whole, refusing it once it passes `maxBytes` (the rest is never read). */
export function readLimited(stream: Readable, maxBytes: number, what: string): Promise<Buffer> {
  return readAtMost(stream, maxBytes, (max) => new ImportRefusedError(`${what} is larger than ${megabytes(max)}, the most Folio reads`));
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
