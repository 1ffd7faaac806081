import { BadRequestException, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { ImageListDto, ListImagesQueryDto } from './image-library.dto.js';
import { ImageLibraryService } from './image-library.service.js';

@ApiTags('images')
@Controller('api/images')
export class ImageLibraryController {
  constructor(private readonly library: ImageLibraryService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Browse the image library',
    description:
      'Uploads and the images posts show (covers, inline), newest first, with the counters of the library screen ' +
      'over the whole library whatever the filters.',
  })
  @ApiOkResponse({ type: ImageListDto })
  @ApiBadRequestResponse({ description: 'An unknown source, q over 200 characters, or page or limit out of range', type: ErrorResponseDto })
  list(@Query() query: ListImagesQueryDto): Promise<ImageListDto> {
    return this.library.list(query);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete an uploaded image',
    description: 'Removes the record, then its file unless another record uses the same file. Refused while a post shows the image.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'Not a UUID', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No image has this id', type: ErrorResponseDto })
  @ApiConflictResponse({
    description: 'A post uses the image (`Image is used by: "Title A", "Title B"`), or it is a post image, which reconciliation manages',
    type: ErrorResponseDto,
  })
  remove(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('id must be a UUID') })) id: string): Promise<void> {
    return this.library.remove(id);
  }
}
