import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { OpenDuringComingSoon } from '../../common/decorators/open-during-coming-soon.decorator.js';
import { CoverSizesService } from './cover-sizes.service.js';

/**
 * `/uploads/w{width}/{key}`: a stored image at one of the cover widths, as the pages' srcset names
 * it. Files like /uploads/{key} themselves: named by their content, so cached for good.
 */
@ApiExcludeController()
@Controller('uploads')
@OpenDuringComingSoon()
export class CoverSizesController {
  constructor(private readonly sizes: CoverSizesService) {}

  @Get(':size/:key')
  async cover(@Param('size') size: string, @Param('key') key: string, @Res() response: Response): Promise<void> {
    const width = /^w\d{3,4}$/.test(size) ? Number(size.slice(1)) : Number.NaN;
    const file = await this.sizes.file(width, key);
    await new Promise<void>((resolve, reject) =>
      response.sendFile(file, { maxAge: '1y', immutable: true, dotfiles: 'deny' }, (error?: Error & { code?: string }) =>
        // A reader who left (a closed tab, a picture scrolled past) is no error.
        error && error.code !== 'ECONNABORTED' && !response.headersSent ? reject(error) : resolve(),
      ),
    );
  }
}
