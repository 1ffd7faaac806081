import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { ImageUploadInterceptor, type UploadedImageFile } from './image-upload.interceptor.js';
import { ImageDto, ImageMetadataDto, UploadedImageDto, UploadImageBodyDto } from './images.dto.js';
import { ImagesService } from './images.service.js';

@ApiTags('images')
@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('uploads/image')
  @AdminOnly({ missingTokenMessage: 'Admin authentication required to upload images' })
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Upload an image to the library',
    description:
      'The type is read from the bytes (JPEG, PNG, WebP, GIF). The picture is turned upright, its metadata (EXIF, GPS) ' +
      'removed, and it is compressed as the compression settings say; animated GIFs are kept as sent.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadImageBodyDto })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: 'No file in the field image, an empty file, or a damaged or incomplete image', type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'Over 5 MB, or over 40 megapixels', type: ErrorResponseDto })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG, WebP or GIF image', type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({
    description: 'The database or the image store is unreachable, or 32 images already wait their turn to be processed (Retry-After)',
    type: ErrorResponseDto,
  })
  upload(@UploadedFile() file: UploadedImageFile | undefined): Promise<UploadedImageDto> {
    return this.images.upload(file);
  }

  @Post('metadata')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Record metadata of an uploaded image', description: 'Fields left out keep their value.' })
  @ApiOkResponse({ type: ImageDto })
  @ApiBadRequestResponse({ description: 'A field of the wrong type or out of range, or unknown', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No uploaded image has this path', type: ErrorResponseDto })
  updateMetadata(@Body() body: ImageMetadataDto): Promise<ImageDto> {
    return this.images.updateMetadata(body);
  }
}
