import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public } from '../common/decorators/admin-only.decorator.js';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { CompressionSettingsDto, UpdateCompressionSettingsDto } from './compression.dto.js';
import { CompressionService } from './compression.service.js';

@ApiTags('compression')
@Controller('api/compression')
export class CompressionController {
  constructor(private readonly compression: CompressionService) {}

  @Get('settings')
  @Public()
  @OpenDuringComingSoon()
  @ApiOperation({ summary: 'Read the image compression settings', description: 'Public, also while Coming Soon is on.' })
  @ApiOkResponse({ type: CompressionSettingsDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  getSettings(): Promise<CompressionSettingsDto> {
    return this.compression.getSettings();
  }

  @Patch('settings')
  @AdminOnly()
  @OpenDuringComingSoon()
  @ApiOperation({
    summary: 'Change some or all of the compression settings',
    description: 'Every field sent is validated (ranges and steps of the sliders); on any error nothing changes.',
  })
  @ApiOkResponse({ type: CompressionSettingsDto, description: 'All settings after the change' })
  @ApiBadRequestResponse({ description: 'A field out of range, off its step, of the wrong type, or unknown', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
  updateSettings(@Body() body: UpdateCompressionSettingsDto): Promise<CompressionSettingsDto> {
    return this.compression.updateSettings(body);
  }
}
