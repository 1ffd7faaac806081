import { Injectable } from '@nestjs/common';
import { PostImagesService } from '../../images/post-images.service.js';
import { RenderService } from '../../render/render.service.js';
import { countWords, readingTimeMinutes } from '../text/reading-time.js';
import type { PostPreviewDto, PostPreviewRequestDto } from './post-preview.dto.js';

/** A post's HTML as a save would store it (PostsService: render, then the images' markup by syncPost), storing nothing. */
@Injectable()
export class PostPreviewService {
  constructor(
    private readonly renderer: RenderService,
    private readonly postImages: PostImagesService,
  ) {}

  async preview({ content_text, cover_image_url }: PostPreviewRequestDto): Promise<PostPreviewDto> {
    const { html, text } = await this.renderer.render(content_text);
    const markup = await this.postImages.previewMarkup({ contentHtml: html, coverImageUrl: cover_image_url ?? null, coverImageAlt: null });
    return { content_html: markup.contentHtml, word_count: countWords(text), reading_time_minutes: readingTimeMinutes(text) };
  }
}
