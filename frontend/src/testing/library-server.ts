import type { LibraryImage, ReconcileStatus } from '../features/images/api';
import { jsonResponse, type FetchHandler } from './render-app';

let counter = 0;

/** A library row as `GET /api/images` sends it; each call makes a distinct one. */
export function makeImage(overrides: Partial<LibraryImage> = {}): LibraryImage {
  counter += 1;
  const key = `${String(counter).padStart(64, 'a')}.webp`;
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    url: `/uploads/${key}`,
    path: key,
    source: 'upload',
    post_id: null,
    post_title: null,
    alt_text: null,
    width: 1200,
    height: 800,
    file_size_bytes: 153_600,
    mime_type: 'image/webp',
    is_public: true,
    has_original: false,
    created_at: '2026-11-23T10:00:00.000Z',
    owner: { display_name: 'Ada Author', email: 'ada@example.com' },
    ...overrides,
  };
}

export function reconcileStatus(overrides: Partial<ReconcileStatus> = {}): ReconcileStatus {
  return {
    needs_reconciliation: false,
    current_stats: { total_posts: 3, tracked_images: 3 },
    last_reconciliation: {
      id: '20000000-0000-4000-8000-000000000001',
      started_at: '2026-11-20T09:30:00.000Z',
      finished_at: '2026-11-20T09:30:02.000Z',
      status: 'completed',
      stats: { posts_processed: 3, images_found: 2, images_added: 0, images_updated: 0, images_removed: 0 },
      error: null,
    },
    reconciliation_history: [],
    ...overrides,
  };
}

export const compressionTotals = {
  compressed_images: 2,
  original_bytes: 4_194_304,
  compressed_bytes: 1_048_576,
  saved_bytes: 3_145_728,
  saved_percent: 75,
  revertible_images: 2,
};

export interface LibraryServerOptions {
  status?: ReconcileStatus;
  /** Answers the calls it knows; others fall through to the fake library. */
  override?: (request: Request, url: URL) => Response | undefined | Promise<Response | undefined>;
}

/**
 * The admin check, the library (source and text filters, pages, counters over everything) and the
 * side panels' calls, over a fixed list, as the real server answers them.
 */
export function libraryServer(images: LibraryImage[], { status = reconcileStatus(), override }: LibraryServerOptions = {}): FetchHandler {
  return async (request) => {
    const url = new URL(request.url);
    const answered = await override?.(request, url);
    if (answered) return answered;
    switch (url.pathname) {
      case '/api/admin/health':
        return jsonResponse({ ok: true });
      case '/api/images/reconcile/status':
        return jsonResponse(status);
      case '/api/compression/stats':
        return jsonResponse(compressionTotals);
      case '/api/images': {
        const source = url.searchParams.get('source');
        const q = url.searchParams.get('q')?.toLowerCase();
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 24);
        const matching = images.filter(
          (image) =>
            (!source || (source === 'external' ? image.path === null : image.source === source)) &&
            (!q || `${image.post_title ?? ''} ${image.alt_text ?? ''}`.toLowerCase().includes(q)),
        );
        return jsonResponse({
          items: matching.slice((page - 1) * limit, page * limit),
          total: matching.length,
          page,
          limit,
          counters: {
            total_images: images.length,
            uploaded_files: images.filter((image) => image.source === 'upload').length,
            cover_images: images.filter((image) => image.source === 'post_cover').length,
            inline_images: images.filter((image) => image.source === 'post_inline').length,
            external_urls: images.filter((image) => image.path === null).length,
          },
        });
      }
      default:
        return jsonResponse({ statusCode: 404, message: `Cannot ${request.method} ${url.pathname}`, error: 'Not Found' }, 404);
    }
  };
}

/** The query of every library list request seen, in order. */
export function libraryQueries(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/images')
    .map((url) => url.searchParams);
}
