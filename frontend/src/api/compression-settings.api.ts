import { api } from './api-slice';
import type { CompressionSettingsDto, UpdateCompressionSettingsDto } from './openapi';

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
