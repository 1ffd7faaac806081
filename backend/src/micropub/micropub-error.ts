import { HttpException, HttpStatus } from '@nestjs/common';

/** The error strings of W3C Micropub 3.7, and the status each goes with there. */
export type MicropubErrorCode = 'invalid_request' | 'unauthorized' | 'forbidden' | 'insufficient_scope';

export interface MicropubErrorBody {
  error: MicropubErrorCode | 'server_error' | 'temporarily_unavailable';
  error_description: string;
  /** With insufficient_scope: the scope the request needs. */
  scope?: string;
}

/** A refusal in Micropub's own shape: `{ error, error_description }`. */
export class MicropubError extends HttpException {
  constructor(status: number, body: MicropubErrorBody) {
    super(body, status);
    this.message = body.error_description;
  }

  static invalid(description: string): MicropubError {
    return new MicropubError(HttpStatus.BAD_REQUEST, { error: 'invalid_request', error_description: description });
  }

  static unauthorized(description: string): MicropubError {
    return new MicropubError(HttpStatus.UNAUTHORIZED, { error: 'unauthorized', error_description: description });
  }

  static forbidden(description: string): MicropubError {
    return new MicropubError(HttpStatus.FORBIDDEN, { error: 'forbidden', error_description: description });
  }

  /** 401, as the Recommendation has it (3.7), with the scope named. */
  static insufficientScope(scope: string): MicropubError {
    return new MicropubError(HttpStatus.UNAUTHORIZED, {
      error: 'insufficient_scope',
      error_description: `This key lacks the "${scope}" scope: create a key with it in Settings → API keys`,
      scope,
    });
  }
}
