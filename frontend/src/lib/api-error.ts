/** What kind of failure a call ended in; the admin state keeps these as flags. */
export type ApiErrorKind = 'auth' | 'not-found' | 'network' | 'coming-soon' | 'conflict' | 'http';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** The spec's user-facing message for this failure (section 8). */
  message: string;
  data?: unknown;
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized - please sign in with your admin token';
/** What the server answers (HTTP 500) to admin calls in production when ADMIN_TOKEN is not set. */
export const TOKEN_NOT_CONFIGURED_MESSAGE = 'Admin token not configured on server';
export const ADMIN_API_NOT_FOUND_MESSAGE =
  'Admin API not found. Server may be on an older build—please redeploy or restart the server.';

/** A 412: the write named a version (If-Match) that is no longer the current one, so nothing changed. */
export const CHANGED_ELSEWHERE_MESSAGE = 'It was changed elsewhere after it was loaded, so nothing was saved.';

export function isAdminCall(url: string): boolean {
  return url.startsWith('/api/admin');
}

/** The server answers JSON `{ message }`; the spec reads failures as text, so fall back to the raw body. */
export function responseText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join(', ');
  }
  return data === undefined ? '' : JSON.stringify(data);
}

function isComingSoon(data: unknown): boolean {
  return Boolean(data && typeof data === 'object' && (data as { comingSoon?: unknown }).comingSoon === true);
}

export function httpError(url: string, status: number, data: unknown): ApiError {
  if (status === 401) return { kind: 'auth', status, message: UNAUTHORIZED_MESSAGE, data };
  if (status === 404 && isAdminCall(url)) {
    return { kind: 'not-found', status, message: ADMIN_API_NOT_FOUND_MESSAGE, data };
  }
  if (status === 503 && isComingSoon(data)) {
    return { kind: 'coming-soon', status, message: responseText(data), data };
  }
  // Not a failure to report but a question for the author: the caller reads the current version from `data`.
  if (status === 412) return { kind: 'conflict', status, message: CHANGED_ELSEWHERE_MESSAGE, data };
  const kind: ApiErrorKind = status === 404 ? 'not-found' : 'http';
  return { kind, status, message: `Request to ${url} failed with HTTP ${status}: ${responseText(data)}`, data };
}

export function networkError(url: string): ApiError {
  return { kind: 'network', status: 0, message: `Network/CORS error calling ${url}. Is the API base reachable?` };
}

export function isApiError(value: unknown): value is ApiError {
  return Boolean(value && typeof value === 'object' && 'kind' in value && 'message' in value && 'status' in value);
}

/** A 500 that says the server has no admin token at all (spec §8), as opposed to any other 500. */
export function isTokenNotConfigured(error: unknown): boolean {
  return isApiError(error) && error.status === 500 && responseText(error.data).includes(TOKEN_NOT_CONFIGURED_MESSAGE);
}

/** The message to show after `{prefix}: ` for a failed call (the base query already wrote the spec's text). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The server's own words for a refusal ('The file is not an archive Folio can import'), else the call's message. */
export function refusalText(failure: unknown): string {
  if (failure && typeof failure === 'object' && 'kind' in failure) {
    const error = failure as ApiError;
    if (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.data !== undefined) {
      return responseText(error.data) || error.message;
    }
    return error.message;
  }
  return failure instanceof Error ? failure.message : String(failure);
}
