import { applyDecorators, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ComingSoonErrorDto } from '../dto/error-response.dto.js';

export const OPEN_DURING_COMING_SOON = 'folio:open-during-coming-soon';

/** Visitors may still call this handler while Coming Soon is on (health, public settings, admin). */
export const OpenDuringComingSoon = () => SetMetadata(OPEN_DURING_COMING_SOON, true);

/** Whether Coming Soon answers this request's visitors 503 (an /api call not marked open), and the admin with the content. */
export function closedDuringComingSoon(reflector: Reflector, context: ExecutionContext): boolean {
  const open = reflector.getAllAndOverride<boolean>(OPEN_DURING_COMING_SOON, [context.getHandler(), context.getClass()]);
  return !open && context.switchToHttp().getRequest<Request>().path.toLowerCase().startsWith('/api/');
}

/** Documents the 503 a visitor gets from this handler while Coming Soon is on. */
export const ClosedDuringComingSoon = () =>
  applyDecorators(
    ApiServiceUnavailableResponse({
      description: 'Coming Soon is on and the caller is not the admin (Retry-After is set)',
      type: ComingSoonErrorDto,
    }),
  );
