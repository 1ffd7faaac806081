import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class DownloadLinkDto {
  @ApiProperty({ example: '/api/downloads?token=3q2-7wEXAMPLEtOkEn4dCVTa1z9xYw0LkQ', description: 'Follow it once, within a minute, without the bearer token' })
  url: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;
}

export class DownloadQueryDto {
  /** The token of a link from POST /api/export/link or POST /api/backups/{name}/link. */
  @IsString()
  @MaxLength(100)
  token: string;
}
