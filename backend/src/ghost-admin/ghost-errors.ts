import { randomUUID } from 'node:crypto';

/** Ghost's error types (@tryghost/errors) and the status each answers with. */
export const GHOST_ERROR_STATUS = {
  BadRequestError: 400,
  UnauthorizedError: 401,
  NoPermissionError: 403,
  NotFoundError: 404,
  MethodNotAllowedError: 405,
  UpdateCollisionError: 409,
  RequestEntityTooLargeError: 413,
  UnsupportedMediaTypeError: 415,
  ValidationError: 422,
  TooManyRequestsError: 429,
  InternalServerError: 500,
  NotImplementedError: 501,
  MaintenanceError: 503,
} as const;

export type GhostErrorType = keyof typeof GHOST_ERROR_STATUS;

/** An error answered in Ghost's shape: `{ errors: [{ message, type, ... }] }` with the type's status. */
export class GhostError extends Error {
  readonly status: number;

  constructor(
    readonly type: GhostErrorType,
    message: string,
    readonly context: string | null = null,
    readonly property: string | null = null,
  ) {
    super(message);
    this.status = GHOST_ERROR_STATUS[type];
  }
}

export interface GhostErrorBody {
  errors: Array<{
    message: string;
    context: string | null;
    type: GhostErrorType;
    details: null;
    property: string | null;
    help: string | null;
    code: string | null;
    id: string;
    ghostErrorCode: null;
  }>;
}

/** `UpdateCollisionError` → `UPDATE_COLLISION_ERROR`, the code Ghost's errors carry by default. */
const codeOf = (type: GhostErrorType) => type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

export function ghostErrorBody(error: GhostError): GhostErrorBody {
  return {
    errors: [
      {
        message: error.message,
        context: error.context,
        type: error.type,
        details: null,
        property: error.property,
        help: null,
        code: codeOf(error.type),
        id: randomUUID(),
        ghostErrorCode: null,
      },
    ],
  };
}

/** Folio's own statuses (thrown by shared code: body reading, uploads, the posts service) in Ghost's types. */
const TYPE_OF_STATUS: Record<number, GhostErrorType> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'NoPermissionError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'UpdateCollisionError',
  // A post changed between the updated_at check and the save (If-Match): Ghost's collision.
  412: 'UpdateCollisionError',
  413: 'RequestEntityTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'ValidationError',
  429: 'TooManyRequestsError',
  501: 'NotImplementedError',
  503: 'MaintenanceError',
};

export function ghostTypeOfStatus(status: number): GhostErrorType {
  return TYPE_OF_STATUS[status] ?? (status >= 500 ? 'InternalServerError' : 'BadRequestError');
}
