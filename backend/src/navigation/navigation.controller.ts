import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public } from '../common/decorators/admin-only.decorator.js';
import { ClosedDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { NavigationDto } from './navigation.dto.js';
import { NavigationService } from './navigation.service.js';

@ApiTags('navigation')
@Controller('api/navigation')
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get()
  @Public()
  @ClosedDuringComingSoon()
  @ApiOperation({
    summary: 'Read the site\'s navigation',
    description: 'The links of the top navigation and of the footer. Until the admin saves others: Home /, Stories /stories and Blog /blog in both.',
  })
  @ApiOkResponse({ type: NavigationDto })
  get(): Promise<NavigationDto> {
    return this.navigation.get();
  }

  @Put()
  @AdminOnly()
  @ApiOperation({
    summary: 'Replace the site\'s navigation',
    description:
      'Both lists, each of at most 20 links, in the order shown. Every page of the site shows them at once, on every server. ' +
      'On any error nothing changes.',
  })
  @ApiOkResponse({ type: NavigationDto, description: 'The navigation as saved (labels trimmed)' })
  @ApiBadRequestResponse({
    description: 'A list missing or too long, a label blank or over 60 characters, a URL that is not a site path, an http(s) URL or a mailto: address, or an unknown field; the message names the field (`primary.1.url must …`)',
    type: ErrorResponseDto,
  })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  replace(@Body() body: NavigationDto): Promise<NavigationDto> {
    return this.navigation.replace(body);
  }
}
