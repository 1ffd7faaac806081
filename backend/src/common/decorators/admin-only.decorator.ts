import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiInternalServerErrorResponse,
  ApiOperation,
  ApiSecurity,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../dto/error-response.dto.js';

export const ADMIN_ONLY = 'folio:admin-only';
export const ADMIN_OPTIONAL = 'folio:admin-optional';
export const ADMIN_TOKEN_ONLY = 'folio:admin-token-only';
export const ADMIN_SECURITY_SCHEME = 'admin';
export const ADMIN_TOKEN_ONLY_MESSAGE = 'This call needs the admin token: an API key cannot make it';

/**
 * The handler needs `Authorization: Bearer <admin token or API key>`. Read by the global AdminGuard,
 * and documented as the `admin` security scheme with its error answers. `missingTokenMessage` words
 * the 401 for a request without any token where the spec has its own sentence. `adminTokenOnly`
 * refuses API keys (403): a key must not make or revoke keys.
 */
export const AdminOnly = ({ missingTokenMessage, adminTokenOnly }: { missingTokenMessage?: string; adminTokenOnly?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(ADMIN_ONLY, missingTokenMessage ?? true),
    ...(adminTokenOnly
      ? [SetMetadata(ADMIN_TOKEN_ONLY, true), ApiForbiddenResponse({ description: 'Made with an API key: only the admin token may', type: ErrorResponseDto })]
      : []),
    ApiBearerAuth(ADMIN_SECURITY_SCHEME),
    ApiUnauthorizedResponse({ description: 'No admin token, or a wrong one', type: ErrorResponseDto }),
    ApiTooManyRequestsResponse({
      description: 'Too many wrong tokens from this address; see Retry-After',
      type: ErrorResponseDto,
    }),
    ApiInternalServerErrorResponse({
      description: 'Admin token not configured on server (production without ADMIN_TOKEN)',
      type: ErrorResponseDto,
    }),
  );

/**
 * Visitors may call the handler; a request that carries a token is the admin's and must prove it:
 * a wrong token is 401, never a silent downgrade to visitor. Read it with @CallerIsAdmin().
 * Documented as `security: [{ admin: [] }, {}]`: the token, or nothing (OpenAPI's optional auth).
 */
export const AdminOptional = () =>
  applyDecorators(
    SetMetadata(ADMIN_OPTIONAL, true),
    ApiBearerAuth(ADMIN_SECURITY_SCHEME),
    ApiSecurity({}),
    ApiUnauthorizedResponse({ description: 'A token was sent and it is not the admin token', type: ErrorResponseDto }),
    ApiTooManyRequestsResponse({
      description: 'Too many wrong tokens from this address; see Retry-After',
      type: ErrorResponseDto,
    }),
  );

/**
 * Anyone may call the handler: the AdminGuard asks no token of it (nor of any handler without
 * @AdminOnly or @AdminOptional). It changes nothing at run time; it makes the document say so, as
 * `security: []`, so that an operation whose access nobody decided fails `redocly lint` instead.
 * `summary: undefined` keeps ApiOperation from writing its default (empty) summary over the handler's.
 */
export const Public = () => ApiOperation({ summary: undefined, security: [] });
