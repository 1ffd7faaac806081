import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class ComingSoonDto {
  @ApiProperty({ description: 'Whether visitors see the Coming Soon page instead of the site', example: true })
  @IsBoolean()
  enabled: boolean;
}

export class AdminHealthDto {
  @ApiProperty({ description: 'Always true: the token was accepted', example: true })
  ok: boolean;
}
