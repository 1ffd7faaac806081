import type { Backup, BackupRun, ImportRun, Job, Redirect } from '../api';
import { jsonResponse, type FetchHandler } from '../../../testing/render-app';

let counter = 0;

export function makeRun(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    id: 'run-1',
    status: 'completed',
    dry_run: true,
    format: 'wordpress',
    progress: { done: 3, total: 3 },
    counts: { posts: 3, pages: 1, tags: 4, images: 2, redirects: 3 },
    created: 2,
    updated: 1,
    skipped: 0,
    warnings: [],
    errors: [],
    posts: [],
    samples_removed: 0,
    ...overrides,
  };
}

export function makeRedirect(overrides: Partial<Redirect> = {}): Redirect {
  counter += 1;
  return {
    id: `30000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    from: `/old/${counter}/`,
    to: `/blog/post-${counter}`,
    status: 301,
    source: 'manual',
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function makeJob(overrides: Partial<Job> = {}): Job {
  counter += 1;
  return {
    id: `job-${counter}`,
    name: 'import',
    state: 'completed',
    created_at: '2026-11-20T09:30:00.000Z',
    started_at: '2026-11-20T09:30:01.000Z',
    completed_at: '2026-11-20T09:30:05.000Z',
    attempts: 1,
    error: null,
    ...overrides,
  };
}

export function makeBackupRun(overrides: Partial<BackupRun> = {}): BackupRun {
  return {
    id: 'backup-run-1',
    state: 'created',
    created_at: '2026-11-23T10:00:00.000Z',
    started_at: null,
    completed_at: null,
    error: null,
    backup: null,
    ...overrides,
  };
}

export interface TransferServerOptions {
  /** The answers to `GET /api/import/{id}`, one per call; the last one repeats. */
  runs?: ImportRun[];
  redirects?: Redirect[];
  backups?: Backup[];
  /** The answers to `GET /api/backups/status`, one per call; the last one repeats (none: no run yet). */
  backupRuns?: Array<BackupRun | null>;
  jobs?: Job[];
  /** Answers the calls it knows; others fall through to the fake server. */
  override?: (request: Request, url: URL) => Response | undefined | Promise<Response | undefined>;
}

/** The admin check and the calls of the Import & Export screen, over lists kept in memory. */
export function transferServer(options: TransferServerOptions = {}) {
  const redirects = [...(options.redirects ?? [])];
  const runs = [...(options.runs ?? [])];
  const backups = [...(options.backups ?? [])];
  const backupRuns = [...(options.backupRuns ?? [null])];
  const seen: string[] = [];
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    const answered = await options.override?.(request, url);
    if (answered) return answered;
    const path = url.pathname;
    if (path === '/api/admin/health') return jsonResponse({ ok: true });
    if (path === '/api/backups' && request.method === 'GET') return jsonResponse({ items: backups });
    if (path === '/api/backups' && request.method === 'POST') return jsonResponse(makeBackupRun(), 202);
    if (path === '/api/backups/status') return jsonResponse({ run: backupRuns.length > 1 ? backupRuns.shift() : backupRuns[0] });
    if (request.method === 'POST' && (path === '/api/export/link' || /^\/api\/backups\/[^/]+\/link$/.test(path))) {
      return jsonResponse({ url: `/api/downloads?token=token-for-${path.split('/')[2]}`, expires_at: '2026-11-23T10:01:00.000Z' }, 201);
    }
    if (path === '/api/jobs') return jsonResponse({ items: options.jobs ?? [] });
    if (path.startsWith('/api/import/')) {
      const run = runs.length > 1 ? runs.shift() : runs[0];
      return run ? jsonResponse(run) : jsonResponse({ statusCode: 404, message: 'Import not found', error: 'Not Found' }, 404);
    }
    if (path === '/api/redirects' && request.method === 'GET') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const matching = redirects.filter((item) => !q || item.from.toLowerCase().includes(q) || item.to.toLowerCase().includes(q));
      return jsonResponse({ items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
    }
    if (path === '/api/redirects' && request.method === 'POST') {
      const body = (await request.json()) as Pick<Redirect, 'from' | 'to' | 'status'>;
      if (redirects.some((item) => item.from === body.from)) {
        return jsonResponse({ statusCode: 409, message: `${body.from} already redirects`, error: 'Conflict' }, 409);
      }
      const added = makeRedirect({ ...body, source: 'manual' });
      redirects.unshift(added);
      return jsonResponse(added, 201);
    }
    if (path.startsWith('/api/redirects/') && request.method === 'DELETE') {
      const id = decodeURIComponent(path.slice('/api/redirects/'.length));
      const index = redirects.findIndex((item) => item.id === id);
      if (index >= 0) redirects.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ statusCode: 404, message: `Cannot ${request.method} ${path}`, error: 'Not Found' }, 404);
  };
  return { handler, redirects, backups, seen };
}
