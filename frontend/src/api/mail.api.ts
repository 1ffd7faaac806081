import { api } from './api-slice';
import type { MailSettingsDto, TestMailSentDto } from './openapi';

/* Where the site's mail goes (issue 17, point 6): `smtp` with SMTP_URL set, else the outbox folder. Never carries a password. */

export type MailSettings = MailSettingsDto;

export type TestEmailSent = TestMailSentDto;

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
