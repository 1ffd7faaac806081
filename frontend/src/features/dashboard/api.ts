import { api } from '../../api/api-slice';
import type { DeskDto } from '../../api/openapi';

/* The Overview's one call: the writer's desk (issue 27 point 2). */

export type Desk = DeskDto;
export type DeskPost = Desk['drafts']['items'][number];

export const deskApi = api.injectEndpoints({
  endpoints: (build) => ({
    desk: build.query<Desk, void>({
      query: () => '/api/admin/desk',
      // A post saved, published or deleted changes the desk.
      providesTags: ['Post'],
    }),
  }),
});

export const { useDeskQuery } = deskApi;
