import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class LivenessDto {
  @ApiProperty({ example: true })
  ok: boolean;

  @ApiProperty({ description: 'Seconds since the process started', example: 42.7 })
  uptime: number;
}

export class DbHealthDto {
  @ApiProperty({ description: 'False (with status 503) while the database is unreachable', example: true })
  ok: boolean;
}

export class DbNowDto {
  @ApiProperty({ description: "The database server's clock", example: '2026-11-22T10:00:00.000Z' })
  now: string;
}

export class HelloDto {
  @ApiProperty({ example: true })
  ok: boolean;

  @ApiProperty({ example: 'Hello from Folio' })
  message: string;
}

export class DebugCountsDto {
  @ApiProperty({ description: 'Number of posts stored', example: 8 })
  posts: number;
}

export class DebugDbDto {
  @ApiProperty({ enum: ['embedded-postgres', 'postgres'], example: 'embedded-postgres' })
  provider: string;

  @ApiProperty({ description: 'The database host with its middle hidden', example: '127***0.1' })
  hostMasked: string;

  @ApiProperty({ example: 'folio' })
  dbName: string;

  @ApiPropertyOptional({ type: DebugCountsDto, description: 'Present when counts=1' })
  counts?: DebugCountsDto;
}

export class DebugDbQueryDto {
  @ApiPropertyOptional({ enum: ['0', '1', 'true', 'false'], description: 'Include row counts' })
  @IsOptional()
  @IsIn(['0', '1', 'true', 'false'])
  counts?: string;
}
