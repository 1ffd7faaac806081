import { api } from '../../../api/api-slice';
import type { UploadedImage } from '../../images';
import type { CompressUrlDto } from '../../../api/openapi';

export type CompressUrlRequest = CompressUrlDto;

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
