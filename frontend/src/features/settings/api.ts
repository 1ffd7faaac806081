import { api } from '../../api/api-slice';
import type {
  ComingSoonDto,
  CompressionSettingsDto,
  MailSettingsDto,
  SiteIdentitySettingsDto,
  TestMailSentDto,
  UpdateCompressionSettingsDto,
  UpdateSiteIdentityDto,
} from '../../api/openapi';

/* The settings screen's calls: where the mail goes, the Coming Soon switch, the compression settings. */

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

export type QualityPreset = CompressionSettingsDto['quality_preset'];

/** Spec §3 "Compression settings"; readable without a token, written by the admin. */
export type CompressionSettings = CompressionSettingsDto;

/** The fields a save changes; the others keep their values. */
export type CompressionSettingsPatch = UpdateCompressionSettingsDto;

/**
 * The save that last touched each field, by request id. Saves overlap when the admin flips two
 * switches quickly, and their answers may come back in any order: a field takes the server's
 * answer only from its own latest save, so an older answer never overwrites a newer choice.
 */
const latestSaveOf = new Map<keyof CompressionSettings, string>();
/** The save started last: only its answer, with nothing else pending, may bring in every field. */
let lastStarted: string | undefined;

function fieldsOf(patch: CompressionSettingsPatch): (keyof CompressionSettings)[] {
  return Object.keys(patch) as (keyof CompressionSettings)[];
}

export const compressionSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    compressionSettings: build.query<CompressionSettings, void>({
      query: () => '/api/compression/settings',
      providesTags: ['Settings'],
    }),
    /**
     * Spec §4: applied optimistically and sent. On success the fields this save changed take the
     * server's values (see `latestSaveOf`), every field when it is the newest save and no other is
     * pending; on failure the change is undone, the settings are fetched again, and the caller
     * (which `unwrap()`s) shows the error.
     */
    updateCompressionSettings: build.mutation<CompressionSettings, CompressionSettingsPatch>({
      query: (patch) => ({ url: '/api/compression/settings', method: 'PATCH', body: patch }),
      async onQueryStarted(patch, { dispatch, queryFulfilled, requestId }) {
        const fields = fieldsOf(patch);
        for (const field of fields) latestSaveOf.set(field, requestId);
        lastStarted = requestId;
        const optimistic = dispatch(
          compressionSettingsApi.util.updateQueryData('compressionSettings', undefined, (draft) => {
            Object.assign(draft, patch);
          }),
        );
        const ownFields = () => fields.filter((field) => latestSaveOf.get(field) === requestId);
        try {
          const { data } = await queryFulfilled;
          const owned = ownFields();
          for (const field of owned) latestSaveOf.delete(field);
          // The newest save, none other on its way: its whole answer is the truth (another tab may have changed more).
          const taken = latestSaveOf.size === 0 && lastStarted === requestId ? fieldsOf(data) : owned;
          dispatch(
            compressionSettingsApi.util.updateQueryData('compressionSettings', undefined, (draft) => {
              for (const field of taken) Object.assign(draft, { [field]: data[field] });
            }),
          );
        } catch {
          for (const field of ownFields()) latestSaveOf.delete(field);
          optimistic.undo();
          dispatch(compressionSettingsApi.util.invalidateTags(['Settings']));
        }
      },
    }),
  }),
});

export const { useCompressionSettingsQuery, useUpdateCompressionSettingsMutation } = compressionSettingsApi;

export type SiteIdentitySettings = SiteIdentitySettingsDto;

/** The fields a save changes; null or blank puts back the server's first value. */
export type SiteIdentityPatch = UpdateSiteIdentityDto;

/** Settings → Site (issue 27): what the author set (`/api/site/settings`); a save also changes what the whole site shows (`SiteIdentity`). */
export const siteIdentitySettingsApi = api.enhanceEndpoints({ addTagTypes: ['SiteIdentity'] }).injectEndpoints({
  endpoints: (build) => ({
    siteIdentitySettings: build.query<SiteIdentitySettings, void>({
      query: () => '/api/site/settings',
      providesTags: ['SiteIdentity'],
    }),
    /** A 400 names the field first in each message (`accent_color #ffcc00 has a contrast ratio of …`). */
    updateSiteIdentity: build.mutation<SiteIdentitySettings, SiteIdentityPatch>({
      query: (body) => ({ url: '/api/site/settings', method: 'PATCH', body }),
      invalidatesTags: ['SiteIdentity'],
    }),
  }),
});

export const { useSiteIdentitySettingsQuery, useUpdateSiteIdentityMutation } = siteIdentitySettingsApi;
