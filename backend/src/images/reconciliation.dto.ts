import { ApiProperty } from '@nestjs/swagger';
import { RECONCILE_STATUSES, type ReconcileStatus } from './reconcile-run.entity.js';

export class ReconcileStatsDto {
  @ApiProperty({ example: 8, description: 'Posts scanned' })
  posts_processed: number;

  @ApiProperty({ example: 14, description: 'Cover and inline images the posts show' })
  images_found: number;

  @ApiProperty({ example: 2, description: 'Rows added for images the library did not have' })
  images_added: number;

  @ApiProperty({ example: 1, description: 'Rows whose alt text, storage key or file facts changed' })
  images_updated: number;

  @ApiProperty({ example: 3, description: 'Rows of images no post shows any more (their files are kept)' })
  images_removed: number;
}

export class ReconcileRunDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  started_at: Date;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  finished_at: Date | null;

  @ApiProperty({
    enum: RECONCILE_STATUSES,
    description:
      'A run whose server stopped during it is reported failed: no server holds the reconciliation lock for it any more, or it started over an hour ago',
  })
  status: ReconcileStatus;

  @ApiProperty({ nullable: true, type: ReconcileStatsDto, description: 'Counted so far when the run failed' })
  stats: ReconcileStatsDto | null;

  @ApiProperty({ nullable: true, type: String, description: 'Why the run failed' })
  error: string | null;
}

export class ReconcileResultDto {
  @ApiProperty({ type: ReconcileStatsDto })
  stats: ReconcileStatsDto;

  @ApiProperty({ type: ReconcileRunDto })
  run: ReconcileRunDto;
}

export class ReconcileCurrentStatsDto {
  @ApiProperty({ example: 8 })
  total_posts: number;

  @ApiProperty({ example: 42, description: 'Every image of the library (uploads and post images)' })
  tracked_images: number;
}

export class ReconcileStatusDto {
  @ApiProperty({
    description: 'True when no run ever completed, the last completed one started over 7 days ago, or posts changed (or were deleted) since it started',
  })
  needs_reconciliation: boolean;

  @ApiProperty({ type: ReconcileCurrentStatsDto })
  current_stats: ReconcileCurrentStatsDto;

  @ApiProperty({ nullable: true, type: ReconcileRunDto, description: 'The latest run, whatever its status' })
  last_reconciliation: ReconcileRunDto | null;

  @ApiProperty({ type: [ReconcileRunDto], description: 'The last 10 runs, newest first' })
  reconciliation_history: ReconcileRunDto[];
}
