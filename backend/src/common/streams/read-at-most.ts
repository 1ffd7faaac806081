import type { Readable } from 'node:stream';

/**
 * Reads a stream whole, failing with `tooLarge(maxBytes)` once it passes `maxBytes` (the rest is never
 * read); the stream is destroyed either way.
 */
export async function readAtMost(
  stream: Readable,
  maxBytes: number,
  tooLarge: (maxBytes: number) => Error = (max) => new Error(`larger than ${max} bytes`),
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, total);
}
