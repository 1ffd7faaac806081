import { SUBSCRIBERS_PAGE_SIZE, type Subscriber, type SubscriberImportResult, type SubscriberStatus } from '../api';
import { adminServer, jsonResponse, type FetchHandler } from '../../../testing/render-app';

let counter = 0;

export function makeSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  counter += 1;
  return {
    id: `40000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    email: `reader${counter}@example.com`,
    status: 'confirmed',
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export interface SubscribersServerOptions {
  subscribers?: Subscriber[];
  /** The answer to POST /api/subscribers/import; the addresses are not added. */
  importResult?: SubscriberImportResult;
  /** The CSV GET /api/subscribers/export answers. */
  csv?: string;
  /** Answers the calls it knows; others fall through to the fake server. */
  override?: (request: Request, url: URL) => Response | undefined | Promise<Response | undefined>;
}

/** The admin check and the Subscribers screen's calls, over a list kept in memory. */
export function subscribersServer(options: SubscribersServerOptions = {}) {
  const subscribers = [...(options.subscribers ?? [])];
  const seen: string[] = [];
  const admin = adminServer();
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    const answered = await options.override?.(request, url);
    if (answered) return answered;
    const path = url.pathname;
    if (path === '/api/subscribers' && request.method === 'GET') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status') as SubscriberStatus | null;
      const page = Number(url.searchParams.get('page') ?? 1);
      const matching = subscribers.filter((item) => (!q || item.email.includes(q)) && (!status || item.status === status));
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 };
      for (const item of subscribers) counts[item.status] += 1;
      return jsonResponse({ items: matching.slice((page - 1) * SUBSCRIBERS_PAGE_SIZE, page * SUBSCRIBERS_PAGE_SIZE), total: matching.length, counts });
    }
    if (path === '/api/subscribers/export') {
      return new Response(options.csv ?? 'email,status,created_at\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="subscribers.csv"' },
      });
    }
    if (path === '/api/subscribers/import' && request.method === 'POST') {
      return jsonResponse(options.importResult ?? { imported: 0, already_known: 0, invalid: [] });
    }
    if (path.startsWith('/api/subscribers/') && request.method === 'DELETE') {
      const id = decodeURIComponent(path.slice('/api/subscribers/'.length));
      const index = subscribers.findIndex((item) => item.id === id);
      if (index >= 0) subscribers.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return admin(request);
  };
  return { handler, subscribers, seen };
}
