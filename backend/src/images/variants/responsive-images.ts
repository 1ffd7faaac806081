import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Storage } from '../../storage/storage.js';
import type { FileFacts, PostImageInput } from '../post-image-refs.js';
import { ImageVariantsRepository } from './image-variants.repository.js';
import { type ResponsiveImage, responsiveHtml } from './responsive-markup.js';
import { formatOfMime, srcsetsOf } from './variant-ladder.js';

/** A post's markup of its images as readers get it: its HTML, and its cover's srcsets (null until made, or another site's cover). */
export interface PostImageMarkup {
  contentHtml: string;
  coverImageSrcset: string | null;
  coverImageWebpSrcset: string | null;
}

/** Works out a post's image markup from its uploads and their variants made so far (see responsive-markup.ts). */
@Injectable()
export class ResponsiveImages {
  constructor(
    private readonly variants: ImageVariantsRepository,
    @Inject(Storage) private readonly storage: Storage,
  ) {}

  /**
   * `uploads`: the post's images that are this site's uploads, by storage key; `keyOf` finds the key
   * in an address. `manager`: the transaction to read the variants in (none: outside any).
   */
  async markupOf(
    post: PostImageInput,
    keyOf: (url: string) => string | null,
    uploads: Map<string, FileFacts>,
    manager?: EntityManager,
  ): Promise<PostImageMarkup> {
    const made = await this.variants.variantsOf([...uploads.keys()], manager);
    const urlOf = (key: string) => this.storage.publicUrl(key);
    const imageAt = (url: string): ResponsiveImage | undefined => {
      const key = keyOf(url);
      const file = key ? uploads.get(key) : undefined;
      if (!key || !file?.width || !file.height) return undefined;
      const format = formatOfMime(file.mimeType);
      const srcsets = format && srcsetsOf({ format, width: file.width, url: urlOf(key) }, made.get(key) ?? [], urlOf);
      return { width: file.width, height: file.height, ...(srcsets ? { srcsets } : {}) };
    };
    const cover = post.coverImageUrl?.trim() || null;
    const coverSrcsets = cover ? imageAt(cover)?.srcsets : undefined;
    return {
      contentHtml: responsiveHtml(post.contentHtml, imageAt, { hasCover: cover !== null }),
      coverImageSrcset: coverSrcsets?.srcset ?? null,
      coverImageWebpSrcset: coverSrcsets?.webpSrcset ?? null,
    };
  }
}
