import { Controller, Delete, Get, Patch, Post, Put, Req, UseFilters } from '@nestjs/common';
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
  unsupported(request: Request): never {
    throw new GhostError(
      'NotImplementedError',
      `Folio does not support ${request.method} ${request.path} of the Ghost Admin API: it answers site, posts, tags and images/upload`,
    );
  }
}

// One handler per method, each decorated as `@Get(['', '{*rest}']) get(@Req() request)` would be: @All would
// route CONNECT too, which Node answers itself by closing the socket.
for (const [name, route] of [['get', Get], ['post', Post], ['put', Put], ['patch', Patch], ['delete', Delete]] as const) {
  const prototype = GhostUnsupportedController.prototype as unknown as Record<string, unknown>;
  // A function of its own: Nest keeps a route's method and path on the handler function itself.
  const handler = function (this: GhostUnsupportedController, request: Request): never {
    return this.unsupported(request);
  };
  Object.defineProperty(prototype, name, { value: handler, writable: true, configurable: true });
  Req()(prototype, name, 0);
  route(['', '{*rest}'])(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
}
