import { api } from './api-slice';
import type { PublicPostDto, PublicPostListDto, PublicPostSummaryDto } from './openapi';

/** A published post as visitors get it from GET /api/posts/{slug}. */
export type PublicPost = PublicPostDto;

/** A post in a visitor's list: everything but its HTML (the server leaves it out of lists). */
export type PublicPostSummary = PublicPostSummaryDto;

export type PublicPostList = PublicPostListDto;

export interface PublicPostsArgs {
  page: number;
  limit: number;
  q?: string;
  tag?: string;
}

/**
 * The list URL, without empty parameters. `status=published` changes nothing for visitors, but an
 * admin's token would otherwise list drafts on the public pages (and link to slugs that 404).
 */
export function publicPostsUrl({ page, limit, q, tag }: PublicPostsArgs): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit), status: 'published' });
  if (q) params.set('q', q);
  if (tag) params.set('tag', tag);
  return `/api/posts?${params.toString()}`;
}

export const publicPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicPosts: build.query<PublicPostList, PublicPostsArgs>({
      query: publicPostsUrl,
      providesTags: ['Post'],
    }),
    publicPost: build.query<PublicPost, string>({
      query: (slug) => `/api/posts/${encodeURIComponent(slug)}`,
      providesTags: ['Post'],
    }),
  }),
});

export const { usePublicPostsQuery, usePublicPostQuery } = publicPostsApi;
