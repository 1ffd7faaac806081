import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { clearAdminToken, readAdminToken } from '../lib/admin-token';
import { httpError, networkError, responseText, type ApiError } from '../lib/api-error';
import { api } from './api-slice';
import { tokenRejected } from './session-slice';

/*
 * Import, export and backups (issue 14, points 4-6). Hand-written until openapi.d.ts is generated
 * from the new endpoints; the shapes are the server's.
 */

export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';

export type ImportFormat = 'ghost' | 'wordpress' | 'substack' | 'markdown' | 'folio';

export type ImportOutcome = 'created' | 'updated' | 'skipped';

export interface ImportCounts {
  posts: number;
  pages: number;
  tags: number;
  images: number;
  redirects: number;
}

/** A warning or an error, about one item of the archive (`item`: its title, slug or file) or the whole of it. */
export interface ImportNote {
  item?: string;
  message: string;
}

export interface ImportedPost {
  /** Null in a dry run: nothing was written. */
  id: string | null;
  slug: string;
  title: string;
  outcome: ImportOutcome;
}

/** `GET /api/import/{id}`: a run, dry or not, as far as it has got. */
export interface ImportRun {
  id: string;
  status: ImportStatus;
  dry_run: boolean;
  format: ImportFormat | null;
  progress: { done: number; total: number };
  counts: ImportCounts;
  created: number;
  updated: number;
  skipped: number;
  warnings: ImportNote[];
  errors: ImportNote[];
  posts: ImportedPost[];
}

export interface ImportStarted {
  id: string;
}

export interface ImportRequest {
  file: File;
  /** The old site's address, to fetch its images and resolve relative paths. */
  sourceUrl?: string;
  dryRun: boolean;
}

export interface Backup {
  name: string;
  size_bytes: number;
  created_at: string;
}

export interface BackupList {
  items: Backup[];
}

export const IMPORT_URL = '/api/import';
export const EXPORT_URL = '/api/export';

export function backupUrl(name: string): string {
  return `/api/backups/${encodeURIComponent(name)}`;
}

export function isFinished(status: ImportStatus | undefined): boolean {
  return status === 'completed' || status === 'failed';
}

/** The caller's signal stopped an upload or a download: nothing to report. */
export class TransferCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'TransferCancelled';
  }
}

export const transferApi = api.enhanceEndpoints({ addTagTypes: ['ImportRun', 'Backup', 'Redirect', 'Job'] }).injectEndpoints({
  endpoints: (build) => ({
    importRun: build.query<ImportRun, string>({
      query: (id) => `${IMPORT_URL}/${encodeURIComponent(id)}`,
      providesTags: (_run, _error, id) => [{ type: 'ImportRun', id }],
      // A real import that has finished changed posts, images and redirects: every screen showing them reloads.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data.dry_run && isFinished(data.status)) {
            dispatch(transferApi.util.invalidateTags(['Post', 'Image', 'Reconcile', 'Redirect', 'Job']));
          }
        } catch {
          // The query's own error is shown by the screen.
        }
      },
    }),
    backups: build.query<BackupList, void>({
      query: () => '/api/backups',
      providesTags: ['Backup'],
    }),
  }),
});

export const { useImportRunQuery, useBackupsQuery } = transferApi;

function refusal(status: number, body: string): ApiError {
  let data: unknown = body;
  try {
    data = JSON.parse(body);
  } catch {
    // Not JSON: a proxy or a crash answered; keep the text.
  }
  return httpError(IMPORT_URL, status, data);
}

/**
 * Sends the archive as multipart `file` (with `source_url` and `dry_run`) and resolves with the
 * run's id. XMLHttpRequest, not fetch: only it reports upload progress (`onProgress` gets 0..1).
 * Rejects with an `ApiError` (the server's 4xx names the problem) or `TransferCancelled`.
 */
export function sendImport({ file, sourceUrl, dryRun }: ImportRequest, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<ImportStarted>((resolve, reject) => {
    if (signal?.aborted) return reject(new TransferCancelled());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort);
      finish();
    };
    xhr.open('POST', IMPORT_URL);
    const token = readAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) return reject(refusal(xhr.status, xhr.responseText));
        try {
          onProgress?.(1);
          resolve(JSON.parse(xhr.responseText) as ImportStarted);
        } catch {
          reject(httpError(IMPORT_URL, xhr.status, 'The server answered something that is not JSON'));
        }
      });
    xhr.onerror = () => settle(() => reject(networkError(IMPORT_URL)));
    xhr.onabort = () => settle(() => reject(new TransferCancelled()));
    signal?.addEventListener('abort', abort, { once: true });
    const form = new FormData();
    if (sourceUrl) form.append('source_url', sourceUrl);
    form.append('dry_run', dryRun ? 'true' : 'false');
    // The file last: the server can read the fields before the archive streams in.
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export interface DownloadProgress {
  received: number;
  /** From Content-Length; null when the server streams without one. */
  total: number | null;
}

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** `attachment; filename="folio-export-2026-11-23.zip"` (or RFC 5987's `filename*=UTF-8''…`) → the name. */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Downloads an admin file (the export, a backup) with the bearer token, as a stream so that the
 * bytes can be counted as they arrive. Rejects with an `ApiError` or `TransferCancelled`.
 */
export async function fetchDownload(url: string, onProgress?: (progress: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadedFile> {
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch {
    if (signal?.aborted) throw new TransferCancelled();
    throw networkError(url);
  }
  if (!response.ok) throw httpError(url, response.status, await readBody(response));
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const fileName = attachmentName(response.headers.get('Content-Disposition'), url.split('/').pop() || 'download');
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress?.({ received, total });
  try {
    if (!response.body) {
      const blob = await response.blob();
      onProgress?.({ received: blob.size, total });
      return { fileName, blob };
    }
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Each chunk becomes a blob at once: the browser's blob store holds the bytes (and may page large ones to disk), not the page's heap.
      chunks.push(new Blob([value]));
      received += value.byteLength;
      onProgress?.({ received, total });
    }
  } catch {
    if (signal?.aborted) throw new TransferCancelled();
    throw networkError(url);
  }
  return { fileName, blob: new Blob(chunks, { type }) };
}

/** A 401 on a call made outside RTK Query clears the token like every other admin call. */
export function useTokenRejection() {
  const dispatch = useDispatch();
  return useCallback(
    (failure: unknown) => {
      if (failure && typeof failure === 'object' && (failure as ApiError).kind === 'auth') {
        clearAdminToken();
        dispatch(tokenRejected());
      }
    },
    [dispatch],
  );
}

/** The server's own words for a refusal ('The file is not an archive Folio can import'), else the call's message. */
export function refusalText(failure: unknown): string {
  if (failure && typeof failure === 'object' && 'kind' in failure) {
    const error = failure as ApiError;
    if (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.data !== undefined) {
      return responseText(error.data) || error.message;
    }
    return error.message;
  }
  return failure instanceof Error ? failure.message : String(failure);
}
