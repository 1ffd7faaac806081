import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { ImportsRepository, type ImportRow } from './imports.repository.js';

const CHUNK_BYTES = 1024 * 1024;

/** The bytes of a file read in chunks of CHUNK_BYTES. */
async function* chunksOf(file: string): AsyncIterable<Buffer> {
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) yield chunk as Buffer;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * An import's upload, kept in PostgreSQL in chunks until the import ends, so that whichever replica
 * runs the job has it; the replica that received it also keeps it on disk and reads that.
 */
@Injectable()
export class ImportUploads {
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: ImportsRepository,
  ) {
    this.dir = path.join(config.dataDir, 'imports');
  }

  /** Creates the import row with the received file's chunks, then keeps the file as the import's. */
  async keep(received: string, fields: Parameters<ImportsRepository['create']>[0]): Promise<string> {
    const id = await this.repository.create(fields, chunksOf(received));
    await rename(received, this.fileOf(id));
    return id;
  }

  /** The import's file on this replica's disk, written from the database first when another replica received it. */
  async localFile(row: ImportRow): Promise<string> {
    const file = this.fileOf(row.id);
    const size = await stat(file).then((info) => info.size, () => -1);
    if (size === Number(row.file_bytes)) return file;
    await mkdir(this.dir, { recursive: true });
    const partial = `${file}.partial`;
    const repository = this.repository;
    await pipeline(async function* () {
      for (let seq = 0; ; seq++) {
        const chunk = await repository.chunk(row.id, seq);
        if (!chunk) return;
        yield chunk;
      }
    }, createWriteStream(partial));
    if ((await sha256OfFile(partial)) !== row.file_sha256) {
      await rm(partial, { force: true });
      throw new Error('The stored upload does not match what was received');
    }
    await rename(partial, file);
    return file;
  }

  async forget(id: string): Promise<void> {
    await rm(this.fileOf(id), { force: true });
  }

  /** A file multer left (a refused upload). */
  async discard(received: string): Promise<void> {
    await rm(received, { force: true });
  }

  private fileOf(id: string): string {
    return path.join(this.dir, `${id}.upload`);
  }
}
