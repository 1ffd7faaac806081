import { readAdminToken } from '../lib/admin-token';

/** How an upload that did not give the caller its JSON answer ended; each caller turns it into its own rejection. */
export interface UploadFailures {
  /** A status outside 2xx; `body` is the answer as JSON, or its text when it is not JSON. */
  refused: (status: number, body: unknown, statusText: string) => unknown;
  /** A 2xx whose answer is not JSON. */
  notJson: (status: number) => unknown;
  /** No answer came. */
  network: () => unknown;
  /** The caller's signal stopped it (or had already fired). */
  cancelled: () => unknown;
}

export interface UploadRequest {
  url: string;
  form: FormData;
  /** Gets 0..1 as the bytes go out, and 1 once the answer has been read. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: a proxy or a crash answered; keep the text.
    return text;
  }
}

/**
 * POSTs a multipart form with the admin token and resolves with the JSON answer. XMLHttpRequest,
 * not fetch: only it reports upload progress. Rejects with the error `failures` makes.
 */
export function uploadWithProgress<T>({ url, form, onProgress, signal }: UploadRequest, failures: UploadFailures): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(failures.cancelled());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort);
      finish();
    };
    xhr.open('POST', url);
    const token = readAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) return reject(failures.refused(xhr.status, parsedOrText(xhr.responseText), xhr.statusText));
        let answer: T;
        try {
          answer = JSON.parse(xhr.responseText) as T;
        } catch {
          return reject(failures.notJson(xhr.status));
        }
        onProgress?.(1);
        resolve(answer);
      });
    xhr.onerror = () => settle(() => reject(failures.network()));
    xhr.onabort = () => settle(() => reject(failures.cancelled()));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}
