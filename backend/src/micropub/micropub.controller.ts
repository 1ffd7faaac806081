import { Body, Controller, Get, HttpStatus, Inject, Post, Query, Req, Res, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { UploadedDiskFile } from '../common/http/one-file-upload.interceptor.js';
import { bodyKind } from '../common/http/request-body.js';
import { callerOf, MicropubAuthGuard, MicropubScopeRequired } from './micropub-auth.guard.js';
import { MicropubError } from './micropub-error.js';
import { MicropubExceptionFilter } from './micropub-exception.filter.js';
import { flattenMultipartFields, formCommand, jsonCommand, type MicropubCommand, type PhotoFile } from './micropub-request.js';
import { MicropubPhotos } from './micropub-photos.js';
import { type MicropubCaller, MicropubTokens } from './micropub-tokens.js';
import { MicropubMediaInterceptor, MicropubPhotosInterceptor } from './micropub-upload.interceptors.js';
import { MicropubService } from './micropub.service.js';

type MicropubRequest = Request & { files?: Record<string, UploadedDiskFile[]> };

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * W3C Micropub at /micropub and its media endpoint, for the writing apps that speak it (docs/
 * publishing-from-other-apps.md). A protocol of its own, answered in its own shapes: not part of
 * Folio's API document.
 */
@ApiExcludeController()
@Controller('micropub')
@UseGuards(MicropubAuthGuard)
@UseFilters(MicropubExceptionFilter)
export class MicropubController {
  constructor(
    @Inject(MicropubService) private readonly micropub: MicropubService,
    @Inject(MicropubTokens) private readonly tokens: MicropubTokens,
    @Inject(MicropubPhotos) private readonly photos: MicropubPhotos,
  ) {}

  @Get()
  query(@Query() query: Record<string, unknown>): Promise<object> {
    const wanted = query['properties[]'] ?? query.properties;
    const properties = (Array.isArray(wanted) ? wanted : [wanted]).filter((name): name is string => typeof name === 'string');
    return this.micropub.query(textOf(query.q), textOf(query.url), properties);
  }

  @Post()
  @UseInterceptors(MicropubPhotosInterceptor)
  async post(@Req() request: MicropubRequest, @Body() body: unknown, @Res({ passthrough: true }) response: Response): Promise<void> {
    const { command, caller } = await this.read(request, body);
    const answer = await this.micropub.command(command, caller);
    if (answer.location) response.setHeader('Location', answer.location);
    response.status(answer.status);
  }

  @Post('media')
  @MicropubScopeRequired('media')
  @UseInterceptors(MicropubMediaInterceptor)
  async media(@UploadedFile() file: UploadedDiskFile | undefined, @Res({ passthrough: true }) response: Response): Promise<void> {
    response.setHeader('Location', await this.photos.upload(file));
    response.status(HttpStatus.CREATED);
  }

  /** The command in the body, and who sends it: the Authorization header's token (checked by the guard) or the form's access_token. */
  private async read(request: MicropubRequest, body: unknown): Promise<{ command: MicropubCommand; caller: MicropubCaller }> {
    const kind = request.files ? 'multipart' : bodyKind(request);
    const fields = kind === 'json' ? undefined : ((kind === 'multipart' ? flattenMultipartFields(body as Record<string, unknown>) : body) as Record<string, unknown> | undefined);
    const bodyToken = fields?.access_token;
    let caller = callerOf(request);
    if (caller && bodyToken !== undefined) throw MicropubError.invalid('Send the token once: in the Authorization header or as access_token, not both');
    if (!caller) {
      if (typeof bodyToken !== 'string') throw MicropubError.unauthorized('No access token: send Authorization: Bearer <token>, or access_token in the form');
      caller = await this.tokens.verify(bodyToken, request);
    }
    if (kind === 'json') return { command: jsonCommand(body), caller };
    if (!fields) throw MicropubError.invalid('Send the request form-encoded, as multipart/form-data or as JSON');
    const files: PhotoFile[] = Object.values(request.files ?? {}).flat().map((file) => ({ file }));
    return { command: formCommand(fields, files), caller };
  }
}
