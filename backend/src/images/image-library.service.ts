import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ChangeFeed } from '../database/change-feed.js';
import type { ImageEntity } from './image.entity.js';
import type { ImageListDto, ImageOwnerDto, LibraryImageDto, ListImagesQueryDto } from './image-library.dto.js';
import { ImageLibraryRepository } from './image-library.repository.js';
import { StoredFiles } from './stored-files.service.js';
import { mapImage } from './images.service.js';
import { LIBRARY_IMAGE_REMOVED_TOPIC } from './post-images-topic.js';
import { ImageVariantsService } from './variants/image-variants.service.js';

/** At most this many titles in a 409: the sentence has to fit an alert. */
const TITLES_SHOWN = 10;

const SOURCE_NAMES = { post_cover: 'a post cover', post_inline: 'an inline post image' } as const;

export function usedByMessage(titles: string[]): string {
  const shown = titles.slice(0, TITLES_SHOWN).map((title) => `"${title}"`).join(', ');
  const more = titles.length > TITLES_SHOWN ? ` and ${titles.length - TITLES_SHOWN} more` : '';
  return `Image is used by: ${shown}${more}`;
}

@Injectable()
export class ImageLibraryService {
  private readonly owner: ImageOwnerDto;

  constructor(
    private readonly repository: ImageLibraryRepository,
    private readonly files: StoredFiles,
    private readonly variants: ImageVariantsService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
  ) {
    // One author owns every image: the library's owner is the site's author.
    this.owner = { display_name: config.authorName, email: config.authorEmail ?? null };
  }

  async list(query: ListImagesQueryDto): Promise<ImageListDto> {
    const text = query.q || undefined;
    const [rows, total] = await this.repository.findPage({
      filter: query.source,
      text: text && !this.ownerMatches(text) ? text : undefined,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      items: rows.map(({ image, postTitle }) => this.mapLibraryImage(image, postTitle)),
      total,
      page: query.page,
      limit: query.limit,
      counters: await this.repository.counters(),
    };
  }

  /** Uploads only: post images come and go with their posts, through recording and reconciliation. */
  async remove(id: string): Promise<void> {
    const image = await this.repository.findById(id);
    if (!image) throw new NotFoundException(`No image has the id ${id}`);
    if (image.source !== 'upload') {
      throw new ConflictException(
        `This image is ${SOURCE_NAMES[image.source]}: only uploaded images can be deleted; reconciliation manages post images (edit the post instead)`,
      );
    }
    const titles = await this.repository.titlesOfPostsUsing(image.url, image.storageKey);
    if (titles.length) throw new ConflictException(usedByMessage(titles));
    if (!(await this.repository.delete(id))) throw new NotFoundException(`No image has the id ${id}`);
    await this.changes.publish(LIBRARY_IMAGE_REMOVED_TOPIC);
    await this.removeFiles(image);
  }

  /** The owner is one person: text found in their name or e-mail matches every image. */
  private ownerMatches(text: string): boolean {
    const needle = text.toLowerCase();
    return [this.owner.display_name, this.owner.email].some((value) => value?.toLowerCase().includes(needle));
  }

  private mapLibraryImage(image: ImageEntity, postTitle: string | null): LibraryImageDto {
    return { ...mapImage(image), post_title: postTitle, owner: this.owner };
  }

  /**
   * Every stored object of a deleted row, after the row: its public file, its kept private original
   * and its variants, each unless another row still points at it (the same bytes are one object).
   * Never throws: the row is gone either way, and a stray file is harmless.
   */
  private async removeFiles(image: ImageEntity): Promise<void> {
    if (image.storageKey) await this.variants.removeWith(image.storageKey);
    for (const key of [image.storageKey, image.originalStorageKey]) {
      if (key) await this.files.discard(key);
    }
  }
}
