import { ApiProperty } from '@nestjs/swagger';

/** How many items each of the desk's lists holds at most. */
export const DESK_LIST_SIZE = 5;

export class DeskPostDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Notes from the coast' })
  title: string;

  @ApiProperty({ example: 'notes-from-the-coast' })
  slug: string;

  @ApiProperty({ enum: ['post', 'page'], description: 'A post is read at /blog/{slug}, a page at /{slug}' })
  type: 'post' | 'page';

  @ApiProperty({ format: 'date-time', description: 'When it was last edited' })
  updated_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When it went live, or (scheduled) when it will' })
  published_at: string | null;
}

export class DeskPostListDto {
  @ApiProperty({ description: 'How many there are in all', example: 12 })
  total: number;

  @ApiProperty({ type: [DeskPostDto], description: `At most ${DESK_LIST_SIZE}` })
  items: DeskPostDto[];
}

export class DeskSubscribersDto {
  @ApiProperty({ description: 'Readers who get new posts by email', example: 240 })
  confirmed: number;

  @ApiProperty({ description: 'Readers who subscribed and have not yet confirmed', example: 3 })
  pending: number;

  @ApiProperty({ format: 'date-time', description: 'The start of this month (UTC), from which the changes below count', example: '2026-11-01T00:00:00.000Z' })
  month_start: string;

  @ApiProperty({ description: 'Readers who confirmed this month (whatever they did since)', example: 12 })
  confirmed_this_month: number;

  @ApiProperty({ description: 'Readers who unsubscribed this month', example: 2 })
  unsubscribed_this_month: number;

  @ApiProperty({ description: 'confirmed_this_month minus unsubscribed_this_month', example: 10 })
  net_this_month: number;
}

export const NEWSLETTER_STATES = ['queued', 'sending', 'sent', 'failed'] as const;

export class DeskNewsletterDto {
  @ApiProperty({ format: 'uuid', description: 'The post emailed' })
  post_id: string;

  @ApiProperty({ description: "The post's title now" })
  title: string;

  @ApiProperty()
  slug: string;

  @ApiProperty({ enum: ['post', 'page'] })
  type: 'post' | 'page';

  @ApiProperty({ enum: NEWSLETTER_STATES, description: 'queued or sending while messages wait; sent, or failed when none could be sent' })
  status: (typeof NEWSLETTER_STATES)[number];

  @ApiProperty({ description: 'Readers it was addressed to' })
  recipients: number;

  @ApiProperty({ description: 'Messages the mail server accepted' })
  sent: number;

  @ApiProperty({ description: 'Messages given up on' })
  failed: number;

  @ApiProperty({ description: 'Messages still to send (waiting, or being sent)' })
  pending: number;

  @ApiProperty({ description: 'Readers skipped: they unsubscribed, or their address was refused before, after the email was queued' })
  suppressed: number;

  @ApiProperty({ format: 'date-time', description: 'When it was queued (the post went live)' })
  queued_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the last message was settled' })
  finished_at: string | null;
}

export class DeskFailingQueueDto {
  @ApiProperty({ description: 'The queue: what kind of work', example: 'import' })
  queue: string;

  @ApiProperty({ description: "Jobs failed in the last 7 days since the queue's last completed job", example: 2 })
  failed: number;

  @ApiProperty({ format: 'date-time' })
  last_failed_at: string;

  @ApiProperty({ description: 'Why the newest of them failed' })
  last_error: string;
}

export class DeskFailureDto {
  @ApiProperty({ format: 'date-time', description: 'When it failed' })
  at: string;

  @ApiProperty({ description: 'Why: the server’s answer or the error' })
  error: string;
}

export class DeskAttentionDto {
  @ApiProperty({ description: 'Whether SITE_URL is set (as in GET /api/admin/health)' })
  site_url_set: boolean;

  @ApiProperty({ type: [DeskFailingQueueDto], description: 'Queues whose latest jobs failed, newest failure first' })
  failed_jobs: DeskFailingQueueDto[];

  @ApiProperty({
    type: DeskFailureDto,
    nullable: true,
    description: 'The last message the site tried to send failed (a connection, a login or a 4xx answer); null when the last one went out, or none was sent',
  })
  mail_failure: DeskFailureDto | null;

  @ApiProperty({ type: DeskFailureDto, nullable: true, description: 'The newest finished backup failed; null when it completed, or none ran' })
  backup_failure: DeskFailureDto | null;
}

export class DeskDto {
  @ApiProperty({ type: DeskPostListDto, description: 'Drafts, last edited first' })
  drafts: DeskPostListDto;

  @ApiProperty({ type: DeskPostListDto, description: 'Scheduled posts and pages, soonest first' })
  scheduled: DeskPostListDto;

  @ApiProperty({ type: DeskPostListDto, description: 'Published posts and pages, last published first' })
  published: DeskPostListDto;

  @ApiProperty({ type: DeskSubscribersDto })
  subscribers: DeskSubscribersDto;

  @ApiProperty({ type: DeskNewsletterDto, nullable: true, description: 'The newest post emailed to subscribers; null when none was' })
  newsletter: DeskNewsletterDto | null;

  @ApiProperty({ type: DeskAttentionDto })
  attention: DeskAttentionDto;
}
