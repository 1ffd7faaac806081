import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ManifestFile } from './folio-archive-format.js';

export interface EntryOptions {
  /** Images are stored as they are (deflating a JPEG gains nothing and costs time); text is deflated. */
  compress: boolean;
}

/** The export stopped before it was complete: the destination went away, or a source failed. */
export class ExportAbortedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExportAbortedError';
  }
}

/** The destination of the zip (a download, a file) went away before the zip was complete. */
export class DestinationClosedError extends ExportAbortedError {
  constructor(options?: { cause?: unknown }) {
    super('The export stopped: its destination went away before it was complete', options);
    this.name = 'DestinationClosedError';
  }
}

/**
 * A zip written as a stream (yazl), one entry at a time: `add` resolves once the zip has read the
 * whole entry, so no more than one file is ever on its way, whatever its size. Each entry's sha256
 * and size are taken on the way through, for the manifest written last.
 */
export class FolioZipWriter {
  private readonly zip = new ZipFile();
  private readonly files = new Map<string, ManifestFile>();
  private readonly stop = new AbortController();
  private readonly mtime = new Date();

  constructor() {
    // After an abort, yazl's own pipes may still write into the destroyed output: not worth a crash.
    this.output.on('error', () => undefined);
  }

  /** The zip's bytes: pipe them to a response or a file. */
  get output(): Readable {
    return this.zip.outputStream as Readable;
  }

  /** Paths, sha256 and sizes of the entries written so far. */
  get written(): ReadonlyMap<string, ManifestFile> {
    return this.files;
  }

  get aborted(): boolean {
    return this.stop.signal.aborted;
  }

  async add(path: string, source: Readable | Buffer | string, options: EntryOptions): Promise<void> {
    this.throwIfAborted();
    const input = typeof source === 'string' || Buffer.isBuffer(source) ? Readable.from([Buffer.from(source)]) : source;
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const done = new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(this.stop.signal.reason as Error);
      this.stop.signal.addEventListener('abort', onAbort, { once: true });
      const settle = (error?: Error) => {
        this.stop.signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve();
      };
      // yazl pipes what it is given and never listens for errors: a failing source would hang the zip.
      input.once('error', (error: Error) => settle(new ExportAbortedError(`Reading ${path} failed: ${error.message}`, { cause: error })));
      meter.once('end', () => settle());
    });
    input.pipe(meter);
    this.zip.addReadStream(meter, path, { compress: options.compress, mtime: this.mtime });
    try {
      await done;
    } catch (error) {
      input.destroy();
      throw error;
    }
    this.files.set(path, { sha256: hash.digest('hex'), size });
  }

  /** Writes the last entry (made from the hashes of all the others) and the zip's directory. */
  async finish(lastEntry: { path: string; content: (files: ReadonlyMap<string, ManifestFile>) => string }): Promise<void> {
    this.throwIfAborted();
    const content = Buffer.from(lastEntry.content(this.files));
    this.zip.addBuffer(content, lastEntry.path, { compress: true, mtime: this.mtime });
    this.zip.end();
  }

  /** Ends the zip unfinished: its reader sees a broken stream (a download cut short), never a complete-looking file. */
  abort(reason: Error): void {
    if (this.aborted) return;
    this.stop.abort(reason);
    this.output.destroy(reason);
  }

  private throwIfAborted(): void {
    if (this.aborted) throw this.stop.signal.reason as Error;
  }
}
