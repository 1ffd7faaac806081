import { isApiError } from '../../lib/api-error';

/** The message to show after `{prefix}: ` for a failed call (the base query already wrote the spec's text). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
