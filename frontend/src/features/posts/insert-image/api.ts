import { api } from '../../../api/api-slice';
import type { QualityPreset } from '../../../api/compression-settings.api';
import type { UploadedImage } from '../../../api/image-upload';

export interface CompressUrlRequest {
  url: string;
  /** Left out: the server uses the quality its settings choose. */
  quality?: QualityPreset | number;
}

export const insertImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Fetches the image on the server, compresses it and stores a copy in the library. */
    compressImageUrl: build.mutation<UploadedImage, CompressUrlRequest>({
      query: (body) => ({ url: '/api/compression/compress-url', method: 'POST', body }),
      invalidatesTags: ['Image', 'Reconcile'],
    }),
  }),
});

export const { useCompressImageUrlMutation } = insertImageApi;
