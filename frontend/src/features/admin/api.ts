import { api } from '../../api/api-slice';

export interface AdminHealth {
  ok: boolean;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminHealth: build.query<AdminHealth, void>({
      query: () => '/api/admin/health',
      providesTags: ['Admin'],
    }),
  }),
});

export const { useAdminHealthQuery, useLazyAdminHealthQuery } = adminApi;
