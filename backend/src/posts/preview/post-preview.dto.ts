import { ApiProperty, PickType } from '@nestjs/swagger';
import { CreatePostDto } from '../posts.dto.js';

/** What the editor shows: the Markdown, held to the rules of a post's, and the cover (it decides which image loads first). */
export class PostPreviewRequestDto extends PickType(CreatePostDto, ['content_text', 'cover_image_url'] as const) {}

export class PostPreviewDto {
  @ApiProperty({
    description: 'The sanitised HTML a post with this Markdown and cover would be stored and shown with now, images of this site\'s uploads in their smaller widths included',
    example: '<h2 id="h-tides"><a href="#h-tides" class="heading-anchor">Tides</a></h2>\n',
  })
  content_html: string;

  @ApiProperty({ description: 'Words in the text a reader sees, counted as the stored post counts them for its reading time', example: 1120 })
  word_count: number;

  @ApiProperty({ description: 'Minutes to read that text at 275 words a minute, rounded up, never less than 1: the post\'s reading_time_minutes once saved', example: 5 })
  reading_time_minutes: number;
}
