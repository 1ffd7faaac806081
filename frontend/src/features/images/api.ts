import { api } from '../../api/api-slice';
import type {
  BulkCompressionResultDto,
  ImageCompressionStatsDto,
  ImageCountersDto,
  ImageDto,
  ImageMetadataDto,
  ImageListDto,
  ImageOwnerDto,
  LibraryImageDto,
  operations,
  ReconcileResultDto,
  ReconcileRunDto,
  ReconcileStatsDto,
  ReconcileStatusDto,
} from '../../api/openapi';

export type ImageSource = LibraryImageDto['source'];
/** The server's `source` query: a source, or `external` for rows whose file is not stored here. */
export type LibraryFilter = NonNullable<NonNullable<operations['ImageLibrary_list']['parameters']['query']>['source']>;

export type ImageOwner = ImageOwnerDto;

/** Spec §3 "Image (library record)" as `GET /api/images` sends it. */
export type LibraryImage = LibraryImageDto;

export type LibraryCounters = ImageCountersDto;

export type LibraryPage = ImageListDto;

export interface LibraryArgs {
  source?: LibraryFilter;
  q?: string;
  page: number;
  limit: number;
}

export type ReconcileRunStatus = ReconcileRunDto['status'];

export type ReconcileStats = ReconcileStatsDto;

export type ReconcileRun = ReconcileRunDto;

export type ReconcileStatus = ReconcileStatusDto;

export type ReconcileResult = ReconcileResultDto;

export type CompressionTotals = ImageCompressionStatsDto;

export type BulkCompressionResult = BulkCompressionResultDto;

/** What `/api/images/metadata` records of an uploaded file. */
export type ImageMetadata = ImageMetadataDto;

export function libraryUrl({ source, q, page, limit }: LibraryArgs): string {
  const params = new URLSearchParams();
  if (source) params.set('source', source);
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/api/images?${params.toString()}`;
}

/**
 * The library's calls. Uploads (image-upload.ts, then `saveImageMetadata`) and post writes already
 * invalidate 'Image' and 'Reconcile'; the compression statistics count uploads, so they hang on
 * 'Image' too. Re-compress and revert give files new URLs and rewrite the posts that show them.
 */
export const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveImageMetadata: build.mutation<ImageDto, ImageMetadata>({
      query: (body) => ({ url: '/api/images/metadata', method: 'POST', body }),
      invalidatesTags: ['Image', 'Reconcile'],
    }),
    libraryImages: build.query<LibraryPage, LibraryArgs>({
      query: libraryUrl,
      providesTags: ['Image'],
    }),
    deleteImage: build.mutation<void, string>({
      query: (id) => ({ url: `/api/images/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Image', 'Reconcile'],
    }),
    reconcileStatus: build.query<ReconcileStatus, void>({
      query: () => '/api/images/reconcile/status',
      providesTags: ['Reconcile'],
    }),
    reconcile: build.mutation<ReconcileResult, void>({
      query: () => ({ url: '/api/images/reconcile', method: 'POST' }),
      invalidatesTags: ['Image', 'Reconcile'],
    }),
    compressionTotals: build.query<CompressionTotals, void>({
      query: () => '/api/compression/stats',
      providesTags: ['Image'],
    }),
    recompressAll: build.mutation<BulkCompressionResult, void>({
      query: () => ({ url: '/api/compression/recompress', method: 'POST' }),
      invalidatesTags: ['Image', 'Post', 'Reconcile'],
    }),
    /** With an id, that image; without, every image with a kept original. */
    revertImages: build.mutation<BulkCompressionResult, string | void>({
      query: (id) => ({ url: '/api/compression/revert', method: 'POST', body: id ? { id } : {} }),
      invalidatesTags: ['Image', 'Post', 'Reconcile'],
    }),
  }),
});

export const {
  useSaveImageMetadataMutation,
  useLibraryImagesQuery,
  useDeleteImageMutation,
  useReconcileStatusQuery,
  useReconcileMutation,
  useCompressionTotalsQuery,
  useRecompressAllMutation,
  useRevertImagesMutation,
} = imagesApi;
