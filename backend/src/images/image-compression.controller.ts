import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { BulkCompressionResultDto, ImageCompressionStatsDto, RevertImagesDto } from './image-compression.dto.js';
import { ImageCompressionService } from './image-compression.service.js';

@ApiTags('compression')
@Controller('api/compression')
@AdminOnly()
@ApiServiceUnavailableResponse({ description: 'The database is unreachable', type: ErrorResponseDto })
export class ImageCompressionController {
  constructor(private readonly compression: ImageCompressionService) {}

  @Get('stats')
  @ApiOperation({
    summary: 'Compression statistics of the uploaded images',
    description: 'Counted from the image rows at the time of the call: compressed uploads, their bytes as received and as stored, and how many can be reverted.',
  })
  @ApiOkResponse({ type: ImageCompressionStatsDto })
  stats(): Promise<ImageCompressionStatsDto> {
    return this.compression.stats();
  }

  @Post('recompress')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Re-compress every uploaded image with the current settings',
    description:
      'Each upload with a kept original is compressed again from it; one without is compressed from its stored file when the ' +
      'current settings would compress it (that file is then kept as its original). A changed file gets a new url, and every ' +
      'post using the old one is updated with the image. One run at a time across all servers; a failed image is reported ' +
      'and left as it was.',
  })
  @ApiOkResponse({ type: BulkCompressionResultDto })
  @ApiConflictResponse({ description: 'A re-compress or revert run is already in progress', type: ErrorResponseDto })
  recompress(): Promise<BulkCompressionResultDto> {
    return this.compression.recompressAll();
  }

  @Post('revert')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revert one or every compressed image to its kept original',
    description:
      'With id, that image; without, every image with a kept original. The original (upright, without metadata) becomes the ' +
      'stored file under a new url, posts using the old url follow, and the private copy is removed. One run at a time across ' +
      'all servers; a failed image is reported and left as it was.',
  })
  @ApiBody({ type: RevertImagesDto, required: false })
  @ApiOkResponse({ type: BulkCompressionResultDto })
  @ApiBadRequestResponse({ description: 'id is not a UUID, or the body has an unknown field', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No uploaded image has this id', type: ErrorResponseDto })
  @ApiConflictResponse({
    description: 'The image has no kept original (not compressed, or reverted already), or a re-compress or revert run is in progress',
    type: ErrorResponseDto,
  })
  revert(@Body() body: RevertImagesDto): Promise<BulkCompressionResultDto> {
    return this.compression.revert(body.id);
  }
}
