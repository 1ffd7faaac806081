import { api } from '../../api/api-slice';

export interface AdminHealth {
  ok: boolean;
}

export interface ComingSoonState {
  enabled: boolean;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminHealth: build.query<AdminHealth, void>({
      query: () => '/api/admin/health',
      providesTags: ['Admin'],
    }),
    comingSoon: build.query<ComingSoonState, void>({
      query: () => '/api/admin/coming-soon',
      providesTags: ['ComingSoon'],
    }),
    setComingSoon: build.mutation<ComingSoonState, boolean>({
      query: (enabled) => ({ url: '/api/admin/coming-soon', method: 'POST', body: { enabled } }),
      invalidatesTags: ['ComingSoon'],
    }),
  }),
});

export const { useAdminHealthQuery, useLazyAdminHealthQuery, useComingSoonQuery, useSetComingSoonMutation } =
  adminApi;
