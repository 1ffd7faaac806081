import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.token.js';
import { StoredObjectMissingError } from '../../storage/storage.errors.js';
import { Storage } from '../../storage/storage.js';
import { ImageWorkQueue } from '../image-work-queue.js';
import { media, MediaDecodeError } from '../media.adapter.js';
import { COVER_KEY, COVER_WIDTHS } from './cover-sizes.js';

/** Close to the uploads' own ('balanced'), for copies of pictures already compressed once. */
const QUALITY = 75;
/** What a stored image can weigh (uploads stop at 5 MB); anything larger is not resized. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_SOURCE_BYTES) {
      stream.destroy();
      throw new NotFoundException('This image is not offered in other sizes');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Smaller copies of stored images, made on first request and kept in DATA_DIR/cache/cover-sizes
 * (never in the store: they are made again from it at will). A copy is served only while its image
 * is in the store, so a deleted image takes its sizes with it.
 */
@Injectable()
export class CoverSizesService {
  private readonly folder: string;
  /** Copies being made: a second request for one waits for the first instead of making it again. */
  private readonly making = new Map<string, Promise<string>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Storage) private readonly storage: Storage,
    private readonly queue: ImageWorkQueue,
  ) {
    this.folder = path.join(config.dataDir, 'cache', 'cover-sizes');
  }

  /** The file of image `key` at most `width` pixels wide (WebP); 404 for another width, key or a missing image. */
  async file(width: number, key: string): Promise<string> {
    if (!COVER_WIDTHS.includes(width as (typeof COVER_WIDTHS)[number]) || !COVER_KEY.test(key)) throw new NotFoundException();
    if (!(await this.storage.exists(key))) {
      await this.forget(key);
      throw new NotFoundException();
    }
    const file = this.fileOf(width, key);
    if (await exists(file)) return file;
    let made = this.making.get(file);
    if (!made) {
      made = this.make(key, width, file).finally(() => this.making.delete(file));
      this.making.set(file, made);
    }
    return made;
  }

  private fileOf(width: number, key: string): string {
    return path.join(this.folder, `${width}-${key.replace(/\.[a-z]+$/, '')}.webp`);
  }

  /** The sizes of an image no longer in the store go too, when one of them is asked for. */
  private async forget(key: string): Promise<void> {
    await Promise.all(COVER_WIDTHS.map((width) => fs.rm(this.fileOf(width, key), { force: true })));
  }

  private async make(key: string, width: number, file: string): Promise<string> {
    let source: Buffer;
    try {
      source = await readAll(await this.storage.open(key));
    } catch (error) {
      if (error instanceof StoredObjectMissingError) throw new NotFoundException();
      throw error;
    }
    const copy = await this.queue
      .run(() => media.encode(source, { format: 'webp', quality: QUALITY, maxWidth: width }))
      .catch((error: unknown) => {
        if (error instanceof MediaDecodeError) throw new NotFoundException('This image is not offered in other sizes');
        throw error;
      });
    await fs.mkdir(this.folder, { recursive: true });
    // Written aside and renamed: a reader never gets half a file, and a crash leaves only a .partial.
    const partial = `${file}.${randomUUID()}.partial`;
    await fs.writeFile(partial, copy.bytes);
    await fs.rename(partial, file);
    return file;
  }
}
