import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { GHOST_ADMIN_PATHS } from './ghost-admin-paths.js';
import { GhostAuthGuard, GhostScope } from './ghost-auth.guard.js';
import { GhostErrorsFilter } from './ghost-errors.filter.js';
import { GhostPostsService } from './ghost-posts.service.js';
import { parseGhostBrowse } from './ghost-query.js';

/** Ghost's `posts` resource (not Folio's own API, so left out of openapi.json: Ghost documents it). */
@ApiExcludeController()
@Controller(GHOST_ADMIN_PATHS)
@UseGuards(GhostAuthGuard)
@UseFilters(GhostErrorsFilter)
export class GhostPostsController {
  constructor(private readonly posts: GhostPostsService) {}

  @Get('posts')
  browse(@Query() query: Record<string, unknown>) {
    return this.posts.browse(parseGhostBrowse(query));
  }

  @Get('posts/slug/:slug')
  readBySlug(@Param('slug') slug: string) {
    return this.posts.readBySlug(slug);
  }

  @Get('posts/:id')
  read(@Param('id') id: string) {
    return this.posts.read(id);
  }

  @Post('posts')
  @GhostScope('create')
  @HttpCode(201)
  add(@Body() body: unknown, @Query('source') source: unknown) {
    return this.posts.add(body, source);
  }

  @Put('posts/:id')
  @GhostScope('update')
  edit(@Param('id') id: string, @Body() body: unknown, @Query('source') source: unknown) {
    return this.posts.edit(id, body, source);
  }

  @Delete('posts/:id')
  @GhostScope('delete')
  @HttpCode(204)
  remove(@Param('id') id: string): Promise<void> {
    return this.posts.remove(id);
  }
}
