import { readAdminToken } from '../lib/admin-token';
import { httpError, networkError } from '../lib/api-error';

/* Admin files fetched with the bearer token outside RTK Query (the subscribers' CSV; the export and backups go through download links the browser follows). */

/** The caller's signal stopped an upload or a download: nothing to report. */
export class TransferCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'TransferCancelled';
  }
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
