import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator.js';
import { ErrorResponseDto } from '../common/dto/error-response.dto.js';
import { CompressUrlDto } from './compress-url.dto.js';
import { UploadedImageDto } from './images.dto.js';
import { CompressUrlService } from './compress-url.service.js';

@ApiTags('compression')
@Controller('api/compression')
export class CompressUrlController {
  constructor(private readonly compressUrl: CompressUrlService) {}

  @Post('compress-url')
  @AdminOnly()
  @ApiOperation({
    summary: 'Fetch an image from a URL, compress it and add it to the library',
    description:
      'Fetches only http and https URLs whose address is public: loopback, private, link-local (cloud metadata), CGNAT, ' +
      'reserved and IPv4-in-IPv6 addresses are refused, checked on the address actually connected to and again at every ' +
      'redirect (at most 3). At most 10 MB within 10 seconds. The image then goes through the upload pipeline, always ' +
      'compressed, at the quality asked, and is stored with source `upload`.',
  })
  @ApiCreatedResponse({ type: UploadedImageDto, description: 'The stored image: where it is served, its compression stats and its library record' })
  @ApiBadRequestResponse({
    description:
      'A body field missing or invalid (url, quality), a URL that is not absolute http(s), one holding a user name or ' +
      'password, or one whose address (or a redirect\'s) is not public; also a damaged image',
    type: ErrorResponseDto,
  })
  @ApiPayloadTooLargeResponse({ description: 'The image at the URL is over 10 MB, or over 40 megapixels', type: ErrorResponseDto })
  @ApiUnsupportedMediaTypeResponse({ description: 'What the URL answered is not a JPEG, PNG, WebP or GIF image', type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse({
    description:
      "'Failed to compress image from URL: …': the remote side failed (name not resolved, connection refused, " +
      'an answer other than 2xx, more than 3 redirects, no complete answer within 10 seconds)',
    type: ErrorResponseDto,
  })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable, or 32 images already wait their turn to be processed', type: ErrorResponseDto })
  compress(@Body() body: CompressUrlDto): Promise<UploadedImageDto> {
    return this.compressUrl.compress(body);
  }
}
