import { api } from '../../api/api-slice';
import type { AdminHealthDto } from '../../api/openapi';

export type AdminHealth = AdminHealthDto;

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminHealth: build.query<AdminHealth, void>({
      query: () => '/api/admin/health',
      providesTags: ['Admin'],
    }),
  }),
});

export const { useAdminHealthQuery, useLazyAdminHealthQuery } = adminApi;
