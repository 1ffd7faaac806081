import { api } from '../../api/api-slice';

export type ImageSource = 'upload' | 'post_cover' | 'post_inline';
/** The server's `source` query: a source, or `external` for rows whose file is not stored here. */
export type LibraryFilter = ImageSource | 'external';

export interface ImageOwner {
  display_name: string;
  email: string | null;
}

/** Spec §3 "Image (library record)" as `GET /api/images` sends it. */
export interface LibraryImage {
  id: string;
  url: string;
  /** Storage key; null for an image this site does not store (an external URL). */
  path: string | null;
  source: ImageSource;
  post_id: string | null;
  post_title: string | null;
  alt_text: string | null;
  width: number | null;
  height: number | null;
  file_size_bytes: number | null;
  mime_type: string | null;
  is_public: boolean;
  created_at: string;
  owner: ImageOwner;
  /** Whether a compressed upload keeps its original, so that it can be reverted. */
  has_original: boolean;
}

export interface LibraryCounters {
  total_images: number;
  uploaded_files: number;
  cover_images: number;
  inline_images: number;
  external_urls: number;
}

export interface LibraryPage {
  items: LibraryImage[];
  total: number;
  page: number;
  limit: number;
  counters: LibraryCounters;
}

export interface LibraryArgs {
  source?: LibraryFilter;
  q?: string;
  page: number;
  limit: number;
}

export type ReconcileRunStatus = 'running' | 'completed' | 'failed';

export interface ReconcileStats {
  posts_processed: number;
  images_found: number;
  images_added: number;
  images_updated: number;
  images_removed: number;
}

export interface ReconcileRun {
  id: string;
  started_at: string;
  finished_at: string | null;
  status: ReconcileRunStatus;
  stats: ReconcileStats | null;
  error: string | null;
}

export interface ReconcileStatus {
  needs_reconciliation: boolean;
  current_stats: { total_posts: number; tracked_images: number };
  last_reconciliation: ReconcileRun | null;
  reconciliation_history: ReconcileRun[];
}

export interface ReconcileResult {
  stats: ReconcileStats;
  run: ReconcileRun;
}

export interface CompressionTotals {
  compressed_images: number;
  original_bytes: number;
  compressed_bytes: number;
  saved_bytes: number;
  saved_percent: number;
  revertible_images: number;
}

export interface BulkCompressionResult {
  processed: number;
  changed: number;
  skipped: number;
  failed: number;
  bytes_before: number;
  bytes_after: number;
  failures: Array<{ id: string; message: string }>;
}

export function libraryUrl({ source, q, page, limit }: LibraryArgs): string {
  const params = new URLSearchParams();
  if (source) params.set('source', source);
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/api/images?${params.toString()}`;
}

/**
 * The library screen's calls. Uploads (src/api/image-upload.ts) and post writes already
 * invalidate 'Image' and 'Reconcile'; the compression statistics count uploads, so they hang on
 * 'Image' too. Re-compress and revert give files new URLs and rewrite the posts that show them.
 */
export const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useLibraryImagesQuery,
  useDeleteImageMutation,
  useReconcileStatusQuery,
  useReconcileMutation,
  useCompressionTotalsQuery,
  useRecompressAllMutation,
  useRevertImagesMutation,
} = imagesApi;
