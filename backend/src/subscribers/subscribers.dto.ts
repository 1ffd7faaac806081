import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageParam } from '../common/dto/paging.decorators.js';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './subscribers.repository.js';

export class SubscribeDto {
  @ApiProperty({ type: String, description: 'The reader\'s address: trimmed, its domain lowercased; at most 254 characters', example: 'reader@example.com' })
  // Checked by the service (subscriber-email.ts), as the no-JavaScript form's is, so that both say the same.
  @IsOptional()
  email?: unknown;
}

export class SubscribeAcceptedDto {
  @ApiProperty({ example: 'Check your inbox: we sent a link to confirm your subscription.' })
  message: string;
}

export class ListSubscribersQueryDto {
  @ApiPropertyOptional({ description: 'Part of the address, any case', maxLength: 254 })
  @IsOptional()
  @IsString()
  @MaxLength(254, { message: 'q must be at most 254 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` })
  status?: SubscriberStatus;

  @PageParam()
  page?: number;
}

export class SubscriberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'reader@example.com' }) email: string;
  @ApiProperty({ enum: SUBSCRIBER_STATUSES, description: 'pending: asked, not confirmed yet; suppressed: the mail server refused the address for good' })
  status: SubscriberStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class SubscriberCountsDto {
  @ApiProperty() pending: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() unsubscribed: number;
  @ApiProperty() suppressed: number;
}

export class SubscriberListDto {
  @ApiProperty({ type: [SubscriberDto], description: '20 a page, newest first' }) items: SubscriberDto[];
  @ApiProperty({ description: 'How many match q and status' }) total: number;
  @ApiProperty({ type: SubscriberCountsDto, description: 'The whole list, by status, whatever q and status' }) counts: SubscriberCountsDto;
}

/** The import's multipart body, as documented; the handler reads `consent` through ImportOptionsDto and the file through multer. */
export class ImportSubscribersBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'CSV, at most 5 MB: a column headed email (or Email Address), or addresses in the first column without a header' })
  file: unknown;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'false',
    description: 'true only when these readers agreed to receive the posts: they are imported as confirmed. Otherwise as pending, and no email is sent to them.',
  })
  consent?: string;
}

export class ImportOptionsDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'consent must be true or false' })
  consent?: string;
}

export class InvalidImportLineDto {
  @ApiProperty({ description: 'The line of the file, from 1' }) line: number;
  @ApiProperty({ example: 'the address must be an email address such as name@example.com' }) reason: string;
}

export class SubscriberImportDto {
  @ApiProperty({ description: 'Addresses added' }) imported: number;
  @ApiProperty({ description: 'Addresses already on the list (or twice in the file), left as they were' }) already_known: number;
  @ApiProperty({ type: [InvalidImportLineDto], description: 'Lines left out, and why (the first 1000)' }) invalid: InvalidImportLineDto[];
}
