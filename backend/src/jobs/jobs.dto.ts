import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export class ListJobsQueryDto {
  @ApiProperty({ required: false, minimum: 1, maximum: 200, default: 50, description: 'How many of the newest jobs' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 50;
}

export class JobDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The queue: what kind of work', example: 'import' })
  name: string;

  @ApiProperty({ enum: JOB_STATES })
  state: (typeof JOB_STATES)[number];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  started_at: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  completed_at: string | null;

  @ApiProperty({ description: 'Tries so far (1 for a job that ran once)' })
  attempts: number;

  @ApiProperty({ nullable: true, type: String, description: 'Why the last try failed' })
  error: string | null;
}

export class JobListDto {
  @ApiProperty({ type: [JobDto], description: 'Newest first, finished jobs included for 7 days' })
  items: JobDto[];
}
