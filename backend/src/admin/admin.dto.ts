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

  @ApiProperty({
    description: 'Whether SITE_URL is set. When false, links in emails, feeds, share cards and the sitemap point at http://localhost: the dashboard says so.',
    example: true,
  })
  site_url_set: boolean;
}
