import { api } from './api-slice';
import type { ComingSoonDto } from './openapi';

export type ComingSoonState = ComingSoonDto;

/** The admin's Coming Soon switch (`/api/admin/coming-soon`). */
export const comingSoonApi = api.injectEndpoints({
  endpoints: (build) => ({
    comingSoon: build.query<ComingSoonState, void>({
      query: () => '/api/admin/coming-soon',
      providesTags: ['ComingSoon'],
    }),
    setComingSoon: build.mutation<ComingSoonState, boolean>({
      query: (enabled) => ({ url: '/api/admin/coming-soon', method: 'POST', body: { enabled } }),
      invalidatesTags: ['ComingSoon'],
      // The answer is the new state: show it at once rather than after the refetch.
      async onQueryStarted(_enabled, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(comingSoonApi.util.upsertQueryData('comingSoon', undefined, data));
        } catch {
          // The caller shows the failure; the state shown stays the server's.
        }
      },
    }),
  }),
});

export const { useComingSoonQuery, useSetComingSoonMutation } = comingSoonApi;
