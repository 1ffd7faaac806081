import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';

export class MailSettingsDto {
  @ApiProperty({ enum: ['smtp', 'outbox'], description: 'smtp: through SMTP_URL; outbox: SMTP_URL is unset and messages are written as .eml files' })
  transport: 'smtp' | 'outbox';

  @ApiProperty({ description: 'The sender, as readers see it', example: '"Folio" <posts@example.com>' })
  from: string;

  @ApiProperty({ description: 'Whether messages are DKIM-signed (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY)' })
  dkim: boolean;

  @ApiPropertyOptional({ description: 'With the outbox only: the folder the .eml files are written to', example: '/srv/folio/data/outbox' })
  outbox_dir?: string;
}

export class SendTestMailDto {
  @ApiPropertyOptional({ description: 'Who gets the test message; left out: AUTHOR_EMAIL', example: 'me@example.com', maxLength: 254 })
  @IsOptional()
  @MaxLength(254, { message: 'to must be at most 254 characters' })
  @IsEmail({}, { message: 'to must be an email address' })
  to?: string;
}

export class TestMailSentDto {
  @ApiProperty({ example: 'me@example.com' }) to: string;
  @ApiProperty({ enum: ['smtp', 'outbox'] }) transport: 'smtp' | 'outbox';
  @ApiProperty({ example: '<0f6c1c1e-3c8e-4f55-9a57-8b1f3f0c6d2a@example.com>' }) message_id: string;
}
