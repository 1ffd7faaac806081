import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ComingSoonErrorDto } from '../dto/error-response.dto.js';

export const OPEN_DURING_COMING_SOON = 'folio:open-during-coming-soon';

/** Visitors may still call this handler while Coming Soon is on (health, public settings, admin). */
export const OpenDuringComingSoon = () => SetMetadata(OPEN_DURING_COMING_SOON, true);

/** Documents the 503 a visitor gets from this handler while Coming Soon is on. */
export const ClosedDuringComingSoon = () =>
  applyDecorators(
    ApiServiceUnavailableResponse({
      description: 'Coming Soon is on and the caller is not the admin (Retry-After is set)',
      type: ComingSoonErrorDto,
    }),
  );
