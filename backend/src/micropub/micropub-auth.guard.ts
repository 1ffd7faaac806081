import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { bearerToken } from '../admin/admin-token.service.js';
import { markAdmin } from '../common/guards/admin-request.js';
import { MicropubError } from './micropub-error.js';
import type { MicropubScope } from './micropub-request.js';
import { type MicropubCaller, MicropubTokens, requireScope } from './micropub-tokens.js';

const SCOPE_REQUIRED = 'folio:micropub-scope';

/** The handler needs this scope before anything of the request's body is read (the media endpoint). */
export const MicropubScopeRequired = (scope: MicropubScope) => SetMetadata(SCOPE_REQUIRED, scope);

/** Requests whose Authorization header the guard has verified. */
const callers = new WeakMap<Request, MicropubCaller>();

export const callerOf = (request: Request): MicropubCaller | undefined => callers.get(request);

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * Checks the `Authorization: Bearer` token from the headers, before any body is read: a refused
 * request is answered unread, and an accepted one may send the admin's body sizes (it is marked as
 * the admin's for the body reader). Micropub also allows the token as the `access_token` field of a
 * form (3.5): such a request passes here unverified, is read within the public body limits, and is
 * checked by the controller. Files are received only from a request already verified.
 */
@Injectable()
export class MicropubAuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(MicropubTokens) private readonly tokens: MicropubTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const header = request.headers.authorization;
    if (request.query.access_token !== undefined) {
      throw MicropubError.invalid('A token in the address is not accepted (addresses end up in logs): send it in the Authorization header');
    }
    const scope = this.reflector.get<MicropubScope | undefined>(SCOPE_REQUIRED, context.getHandler());
    if (header === undefined) {
      if (request.method === 'GET' || scope || isMultipart(request)) {
        throw MicropubError.unauthorized('No access token: send Authorization: Bearer <token> (a file is received only with the token in that header)');
      }
      return true;
    }
    const presented = bearerToken(header);
    if (!presented) throw MicropubError.unauthorized('Send the token as Authorization: Bearer <token>');
    const caller = await this.tokens.verify(presented, request);
    if (scope) requireScope(caller, scope);
    // A multipart body is always a create (3.6.1): its files are not received without that scope.
    if (isMultipart(request) && !scope) requireScope(caller, 'create');
    callers.set(request, caller);
    markAdmin(request, caller.apiKey);
    return true;
  }
}
