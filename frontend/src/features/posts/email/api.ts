import { api } from '../../../api/api-slice';
import type { PostEmailReportDto } from '../../../api/openapi';

/* A post sent by email and how its delivery went (issue 17, point 4). */

export type PostEmailReport = PostEmailReportDto;

export type PostEmailStatus = PostEmailReport['status'];

export function isSending(status: PostEmailStatus | undefined): boolean {
  return status === 'queued' || status === 'sending';
}

export const postEmailApi = api.enhanceEndpoints({ addTagTypes: ['PostEmail'] }).injectEndpoints({
  endpoints: (build) => ({
    /** 404 when the post was never emailed. */
    postEmail: build.query<PostEmailReport, string>({
      query: (id) => `/api/posts/${encodeURIComponent(id)}/email`,
      // A save can start the sending (publishing with send_email): the report is asked again then.
      providesTags: (_report, _error, id) => [{ type: 'PostEmail', id }, 'Post'],
    }),
  }),
});

export const { usePostEmailQuery } = postEmailApi;
