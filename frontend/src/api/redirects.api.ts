import { api } from './api-slice';

/* Redirects (issue 14, point 3): hand-written until openapi.d.ts is generated from the new endpoints. */

export type RedirectStatus = 301 | 302;

/** Who made it: the admin, an import (the post's old address) or a published post's slug change. */
export type RedirectSource = 'manual' | 'import' | 'slug-change';

export interface Redirect {
  id: string;
  from: string;
  to: string;
  status: RedirectStatus;
  source: RedirectSource;
  created_at: string;
}

export interface RedirectPage {
  items: Redirect[];
  total: number;
  page: number;
  limit: number;
}

export interface RedirectsArgs {
  q?: string;
  page: number;
  limit: number;
}

export interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
}

export function redirectsUrl({ q, page, limit }: RedirectsArgs): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/api/redirects?${params.toString()}`;
}

export const redirectsApi = api.enhanceEndpoints({ addTagTypes: ['Redirect'] }).injectEndpoints({
  endpoints: (build) => ({
    redirects: build.query<RedirectPage, RedirectsArgs>({
      query: redirectsUrl,
      providesTags: ['Redirect'],
    }),
    /** 400 (not a path, a loop, a chain) and 409 (that path already redirects) carry the reason in `message`. */
    addRedirect: build.mutation<Redirect, RedirectInput>({
      query: (body) => ({ url: '/api/redirects', method: 'POST', body }),
      invalidatesTags: ['Redirect'],
    }),
    deleteRedirect: build.mutation<void, string>({
      query: (id) => ({ url: `/api/redirects/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Redirect'],
    }),
  }),
});

export const { useRedirectsQuery, useAddRedirectMutation, useDeleteRedirectMutation } = redirectsApi;
