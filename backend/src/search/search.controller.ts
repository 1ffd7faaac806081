import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/admin-only.decorator.js';
import { ClosedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { SearchQueryDto, SearchResultsDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('api/search')
@ClosedDuringComingSoon()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Search published posts and pages',
    description:
      'Full-text search of the title, tags and text of published posts and pages, best match first, with highlighted snippets. ' +
      'Drafts, scheduled posts and anything marked noindex are never found. When nothing matches, misspelt words are corrected once ' +
      '(`corrected_query` says to what). A query with no words (`-`, `"`, `!`) finds nothing.',
  })
  @ApiOkResponse({ type: SearchResultsDto })
  @ApiBadRequestResponse({ description: 'q missing, empty or longer than 200 characters, or page or limit out of range (the message names it)', type: ErrorResponseDto })
  find(@Query() query: SearchQueryDto): Promise<SearchResultsDto> {
    return this.search.search(query);
  }
}
