import { api } from './api-slice';

/*
 * A post sent by email and how its delivery went (issue 17, point 4). Hand-written until
 * openapi.d.ts is generated from the new endpoint; the shape is the server's.
 */

export type PostEmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface PostEmailFailure {
  email: string;
  /** What the receiving server answered. */
  answer: string;
}

export interface PostEmailReport {
  status: PostEmailStatus;
  recipients: number;
  sent: number;
  failed: number;
  suppressed: number;
  started_at: string | null;
  finished_at: string | null;
  failures: PostEmailFailure[];
}

/** The post field `send_email`, until openapi.d.ts is generated with it. */
export interface SendEmailField {
  send_email?: boolean;
}

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
