import { ApiProperty } from '@nestjs/swagger';

export const POST_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export class EmailFailureDto {
  @ApiProperty({ example: 'reader@example.org' }) email: string;
  @ApiProperty({ example: '550 5.1.1 No such user here', description: "The receiving server's answer, or why the message was not sent" })
  answer: string;
}

/** GET /api/posts/{id}/email: how the post's email went. */
export class PostEmailReportDto {
  @ApiProperty({
    enum: POST_EMAIL_STATUSES,
    description: 'queued: waiting for its first batch; sending; sent: every reader settled; failed: no message was accepted and some were refused',
  })
  status: (typeof POST_EMAIL_STATUSES)[number];

  @ApiProperty({ example: 1200, description: 'Confirmed subscribers when the post went live' })
  recipients: number;

  @ApiProperty({ example: 1195, description: 'Messages the mail server accepted' })
  sent: number;

  @ApiProperty({ example: 2, description: 'Refused for good (the address is then suppressed), out of retries, or interrupted by a crash mid-hand-over' })
  failed: number;

  @ApiProperty({ example: 3, description: 'Skipped: the reader unsubscribed or was suppressed after the post went live' })
  suppressed: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) started_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finished_at: string | null;

  @ApiProperty({ type: [EmailFailureDto], description: 'The failed deliveries, by address, the first 100' })
  failures: EmailFailureDto[];
}
