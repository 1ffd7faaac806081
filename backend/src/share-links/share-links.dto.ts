import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

export class CreateShareLinkDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When the link stops working; left out or null: until revoked' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expires_at must be an ISO 8601 date and time, e.g. 2026-05-01T07:00:00Z' })
  expires_at?: string | null;
}

export class ShareLinkDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The address to give: the post as readers will see it, not indexed', example: 'https://example.com/share/3q2-7wEjYd0rW1sYb4x8ZkQ9u6PbTn1c' })
  url: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ description: 'Past its expiry: it no longer opens the post' }) expired: boolean;
}

export class ShareLinkListDto {
  @ApiProperty({ type: [ShareLinkDto], description: 'Newest first' }) items: ShareLinkDto[];
}
