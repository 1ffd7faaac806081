import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer. */
export class ErrorResponseDto {
  @ApiProperty({ example: 401 })
  statusCode: number;

  @ApiProperty({
    description: 'What went wrong; validation errors name the field',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'Invalid admin token',
  })
  message: string | string[];

  @ApiProperty({ example: 'Unauthorized' })
  error: string;
}

export class ComingSoonErrorDto {
  @ApiProperty({ example: 503 })
  statusCode: number;

  @ApiProperty({ example: 'Coming soon: the site is not open to visitors yet' })
  message: string;

  @ApiProperty({ example: true })
  comingSoon: boolean;

  @ApiPropertyOptional({ example: 'Service Unavailable' })
  error?: string;
}
