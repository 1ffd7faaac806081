import type { Readable } from 'node:stream';
import { ImportRefusedError } from '../import-source.js';
import { megabytes } from '../import-limits.js';

/** Reads a stream as UTF-8 text, refusing it once it passes `maxBytes` (the rest is never read). */
export async function readTextLimited(stream: Readable, maxBytes: number, what: string): Promise<string> {
  return stripBom((await readLimited(stream, maxBytes, what)).toString('utf8'));
}

/** Reads a stream whole, refusing it once it passes `maxBytes` (the rest is never read). */
export async function readLimited(stream: Readable, maxBytes: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw new ImportRefusedError(`${what} is larger than ${megabytes(maxBytes)}, the most Folio reads`);
      chunks.push(buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, total);
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
