import { api } from '../../../api/api-slice';
import type { ApiKeyDto, ApiKeyListDto, CreatedApiKeyDto } from '../../../api/openapi';

/** A key another app uses instead of the admin token (never its secret). */
export type ApiKey = ApiKeyDto;

/** Newest first: every key. */
export type ApiKeyList = ApiKeyListDto;

/** A new key, with its secret in both forms: the only answer that ever holds it. */
export type CreatedApiKey = CreatedApiKeyDto;

/** Settings → API keys (issue 28): `/api/api-keys`, which only the admin token may call. */
export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKeyList, void>({
      query: () => '/api/api-keys',
      providesTags: ['ApiKey'],
    }),
    /** 400 names the field (`name must not be blank`). */
    createApiKey: build.mutation<CreatedApiKey, { name: string }>({
      query: (body) => ({ url: '/api/api-keys', method: 'POST', body }),
      invalidatesTags: ['ApiKey'],
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: `/api/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
