import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { JobListDto, ListJobsQueryDto } from './jobs.dto.js';
import { JobsRepository } from './jobs.repository.js';

@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsRepository) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Background jobs: what ran, what runs, what failed and why' })
  @ApiOkResponse({ type: JobListDto })
  async list(@Query() query: ListJobsQueryDto): Promise<JobListDto> {
    return { items: await this.jobs.newest(query.limit) };
  }
}
