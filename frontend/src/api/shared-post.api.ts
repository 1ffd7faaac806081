import { api } from './api-slice';
import type { PublicPost } from './public-posts.api';

/** The post a share link opens (GET /api/share/{token}): any status, in the public shape. */
export const sharedPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    sharedPost: build.query<PublicPost, string>({
      query: (token) => `/api/share/${encodeURIComponent(token)}`,
      providesTags: ['Post'],
    }),
  }),
});

export const { useSharedPostQuery } = sharedPostApi;
