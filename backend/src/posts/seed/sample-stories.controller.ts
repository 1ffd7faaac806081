import { Controller, Delete, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { SampleStoriesDto, SampleStoriesRemovedDto } from './sample-stories.dto.js';
import { SampleStoriesService } from './sample-stories.service.js';

@ApiTags('posts')
@Controller('api/sample-stories')
export class SampleStoriesController {
  constructor(private readonly samples: SampleStoriesService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'How many sample stories are still as they were added (Posts offers to delete them while there are any)' })
  @ApiOkResponse({ type: SampleStoriesDto })
  async count(): Promise<SampleStoriesDto> {
    return { count: (await this.samples.untouched()).ids.length };
  }

  @Delete()
  @AdminOnly()
  @ApiOperation({ summary: 'Delete the sample stories still as they were added; one edited since is the author\'s and stays' })
  @ApiOkResponse({ type: SampleStoriesRemovedDto })
  async remove(): Promise<SampleStoriesRemovedDto> {
    return { removed: await this.samples.removeUntouched() };
  }
}
