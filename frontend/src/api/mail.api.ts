import { api } from './api-slice';

/*
 * Where the site's mail goes (issue 17, point 6). Hand-written until openapi.d.ts is generated from
 * the new endpoints; the shapes are the server's. Never carries a password.
 */

export interface MailSettings {
  /** `smtp` with SMTP_URL set; else every message is written to the outbox folder. */
  transport: 'smtp' | 'outbox';
  from: string;
  dkim: boolean;
  outbox_dir?: string;
}

export interface TestEmailSent {
  to: string;
  transport: MailSettings['transport'];
  message_id: string;
}

export const mailApi = api.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    mailSettings: build.query<MailSettings, void>({
      query: () => '/api/mail',
      providesTags: ['Mail'],
    }),
    /** Without `to`, the server sends it to the author. 4xx or 502 carry the reason in `message`. */
    sendTestEmail: build.mutation<TestEmailSent, { to?: string }>({
      query: (body) => ({ url: '/api/mail/test', method: 'POST', body }),
    }),
  }),
});

export const { useMailSettingsQuery, useSendTestEmailMutation } = mailApi;
