import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { httpError, networkError, type ApiError } from '../lib/api-error';
import { clearAdminToken, readAdminToken } from '../lib/admin-token';
import { isGatedByComingSoon } from '../lib/coming-soon';
import { comingSoonDetected, comingSoonLifted, selectComingSoon } from './coming-soon-slice';
import { tokenRejected } from './session-slice';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers) => {
    const token = readAdminToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
  // The server answers JSON, but proxies and crashes answer text: read whichever arrived.
  responseHandler: 'content-type',
});

function toApiError(url: string, error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return httpError(url, error.status, error.data);
  if (error.status === 'PARSING_ERROR') return httpError(url, error.originalStatus, error.data);
  return networkError(url);
}

/**
 * Every call goes through here: the bearer token goes out, a 401 clears it, failures carry the
 * spec's messages, and a 503 `comingSoon` raises the Coming Soon flag until a gated call succeeds.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (!result.error) {
    const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
    if (selectComingSoon(api.getState() as object) && isGatedByComingSoon(url, method)) {
      api.dispatch(comingSoonLifted());
    }
    return { data: result.data, meta: result.meta };
  }
  const error = toApiError(url, result.error);
  if (error.kind === 'auth') {
    clearAdminToken();
    api.dispatch(tokenRejected());
  }
  if (error.kind === 'coming-soon') api.dispatch(comingSoonDetected());
  return { error, meta: result.meta };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Admin', 'ComingSoon', 'Health', 'Post', 'Image', 'Settings', 'Reconcile'],
  endpoints: () => ({}),
});
