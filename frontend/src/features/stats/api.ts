import { api } from '../../api/api-slice';
import type { PostViewsListDto, StatsDto } from '../../api/openapi';

/* Statistics without cookies (issue 29 point 3): the Overview's figures and each post's views. */

export type Stats = StatsDto;
export type StatsDay = Stats['days'][number];
export type PostViews = PostViewsListDto['items'][number];

/** The CSV of one table of the last 30 days, fetched with the admin token (api/download.ts). */
export const statsCsvUrl = (table: 'days' | 'posts' | 'referrers') => `/api/stats?format=csv&table=${table}`;

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The last 30 days, today included (the server's default range). */
    stats: build.query<Stats, void>({
      query: () => '/api/stats',
    }),
    postViews: build.query<PostViews[], string[]>({
      query: (ids) => `/api/stats/posts?ids=${ids.map(encodeURIComponent).join(',')}`,
      transformResponse: (response: PostViewsListDto) => response.items,
    }),
  }),
});

export const { useStatsQuery, usePostViewsQuery } = statsApi;
