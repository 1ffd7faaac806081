import { api } from './api-slice';

export type QualityPreset = 'high' | 'balanced' | 'aggressive' | 'custom';

/** Spec §3 "Compression settings"; readable without a token, written by the admin. */
export interface CompressionSettings {
  compression_enabled: boolean;
  auto_compress: boolean;
  size_threshold_kb: number;
  dimension_threshold_px: number;
  quality_preset: QualityPreset;
  custom_quality: number;
  convert_photos_to_webp: boolean;
  preserve_png_for_graphics: boolean;
  always_preserve_format: boolean;
  enable_legacy_compression: boolean;
}

export const compressionSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    compressionSettings: build.query<CompressionSettings, void>({
      query: () => '/api/compression/settings',
      providesTags: ['Settings'],
    }),
    /**
     * Spec §4: applied optimistically and sent; on failure the change is undone, the settings are
     * fetched again, and the caller (which `unwrap()`s) shows the error.
     */
    updateCompressionSettings: build.mutation<CompressionSettings, Partial<CompressionSettings>>({
      query: (patch) => ({ url: '/api/compression/settings', method: 'PATCH', body: patch }),
      async onQueryStarted(patch, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          compressionSettingsApi.util.updateQueryData('compressionSettings', undefined, (draft) => {
            Object.assign(draft, patch);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(compressionSettingsApi.util.upsertQueryData('compressionSettings', undefined, data));
        } catch {
          optimistic.undo();
          dispatch(compressionSettingsApi.util.invalidateTags(['Settings']));
        }
      },
    }),
  }),
});

export const { useCompressionSettingsQuery, useUpdateCompressionSettingsMutation } = compressionSettingsApi;
