import { All, Controller, Req, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { GHOST_ADMIN_PATHS } from './ghost-admin-paths.js';
import { GhostError } from './ghost-errors.js';
import { GhostErrorsFilter } from './ghost-errors.filter.js';

/**
 * Everything else under the Ghost Admin API answers Ghost's own 501 in its error shape, never the web
 * app's HTML: an app asking for members or pages learns that Folio does not have them. Registered
 * after the resources Folio does answer.
 */
@ApiExcludeController()
@Controller(GHOST_ADMIN_PATHS)
@UseFilters(GhostErrorsFilter)
export class GhostUnsupportedController {
  @All(['', '{*rest}'])
  unsupported(@Req() request: Request): never {
    throw new GhostError(
      'NotImplementedError',
      `Folio does not support ${request.method} ${request.path} of the Ghost Admin API: it answers site, posts, tags and images/upload`,
    );
  }
}
