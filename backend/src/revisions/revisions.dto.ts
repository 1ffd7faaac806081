import { ApiProperty } from '@nestjs/swagger';
import { POST_STATUSES, POST_TYPES, type PostStatus, type PostType } from '../posts/post.entity.js';

/** A revision in the History list: what it is and how long, without its text. */
export class RevisionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When the save that made it happened' }) created_at: string;
  @ApiProperty({ format: 'date-time', description: 'Later than created_at when background saves of one run moved it on' }) updated_at: string;
  @ApiProperty({ description: 'Made by the editor\'s background saves (a run of them within 10 minutes keeps one revision)' }) autosave: boolean;
  @ApiProperty() title: string;
  @ApiProperty({ enum: POST_STATUSES }) status: PostStatus;
  @ApiProperty({ example: 412, description: 'Words of the Markdown (runs of non-space characters)' }) words: number;
  @ApiProperty({ example: 2380, description: 'Characters of the Markdown' }) chars: number;
}

export class RevisionListDto {
  @ApiProperty({ type: [RevisionSummaryDto], description: 'Newest first' }) items: RevisionSummaryDto[];
  @ApiProperty({ example: 12 }) total: number;
}

/** A revision whole: the post as that save left it. */
export class RevisionDto extends RevisionSummaryDto {
  @ApiProperty({ format: 'uuid' }) post_id: string;
  @ApiProperty({ example: 'a-walk-by-the-sea' }) slug: string;
  @ApiProperty({ description: 'The Markdown' }) content_text: string;
  @ApiProperty({ nullable: true, type: String, description: 'The author\'s own excerpt; null while it was made from the text' }) excerpt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) published_at: string | null;
  @ApiProperty({ enum: POST_TYPES }) type: PostType;
  @ApiProperty({ nullable: true, type: String }) cover_image_url: string | null;
  @ApiProperty({ nullable: true, type: String }) cover_image_alt: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ nullable: true, type: String }) meta_title: string | null;
  @ApiProperty({ nullable: true, type: String }) meta_description: string | null;
  @ApiProperty({ nullable: true, type: String }) canonical_url: string | null;
  @ApiProperty() noindex: boolean;
  @ApiProperty({ nullable: true, type: String }) og_image_url: string | null;
}
