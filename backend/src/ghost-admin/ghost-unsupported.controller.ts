import { Controller, Delete, Get, Patch, Post, Put, Req, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { GHOST_ADMIN_PATHS } from './ghost-admin-paths.js';
import { GhostError } from './ghost-errors.js';
import { GhostErrorsFilter } from './ghost-errors.filter.js';

const ANY = ['', '{*rest}'];

const unsupported = (request: Request) =>
  new GhostError('NotImplementedError', `Folio does not support ${request.method} ${request.path} of the Ghost Admin API: it answers site, posts, tags and images/upload`);

/**
 * Everything else under the Ghost Admin API answers Ghost's own 501 in its error shape, never the web
 * app's HTML: an app asking for members or pages learns that Folio does not have them. Registered
 * after the resources Folio does answer.
 */
@ApiExcludeController()
@Controller(GHOST_ADMIN_PATHS)
@UseFilters(GhostErrorsFilter)
export class GhostUnsupportedController {
  // The methods one by one rather than @All, which would route CONNECT too (Node answers that itself, by closing the socket).
  @Get(ANY)
  get(@Req() request: Request): never {
    throw unsupported(request);
  }

  @Post(ANY)
  post(@Req() request: Request): never {
    throw unsupported(request);
  }

  @Put(ANY)
  put(@Req() request: Request): never {
    throw unsupported(request);
  }

  @Patch(ANY)
  patch(@Req() request: Request): never {
    throw unsupported(request);
  }

  @Delete(ANY)
  delete(@Req() request: Request): never {
    throw unsupported(request);
  }
}
