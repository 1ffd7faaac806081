import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadFailure, useImageUpload } from '../../../api/image-upload';
import { readAdminToken } from '../../../lib/admin-token';
import { failureParts } from '../library-format';
import { NO_TOKEN_MESSAGE, uploadProblem } from '../upload-rules';

export type UploadState = 'invalid' | 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  file: File;
  state: UploadState;
  /** 0..1 while and after uploading. */
  progress: number;
  /** Why the file was refused or failed. */
  message: string | null;
}

function failureMessage(failure: unknown): string {
  if (failure instanceof UploadFailure) return failure.message;
  // The file arrived but its metadata call failed: same spec shape, the base query's status and text.
  const { status, text } = failureParts(failure);
  return `Upload failed: ${status} - ${text}`;
}

/**
 * The library's upload queue: files are checked when chosen, then sent one after the other with
 * their progress. It lives with the page, not the dialog, so closing the dialog does not stop an
 * upload; leaving the page does.
 */
export function useLibraryUploads() {
  const upload = useImageUpload();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const nextKey = useRef(1);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback((files: File[]) => {
    setNotice(null);
    const added = files.map((file): UploadItem => {
      const problem = uploadProblem(file);
      return { key: nextKey.current++, file, state: problem ? 'invalid' : 'ready', progress: 0, message: problem };
    });
    setItems((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: number) => {
    setItems((current) => current.filter((item) => item.key !== key || item.state === 'uploading'));
  }, []);

  /** Forgets finished and refused files (a fresh dialog); never one still uploading. */
  const reset = useCallback(() => {
    setNotice(null);
    setItems((current) => current.filter((item) => item.state === 'uploading' || item.state === 'ready'));
  }, []);

  const start = useCallback(async () => {
    if (!readAdminToken()) {
      setNotice(NO_TOKEN_MESSAGE);
      return;
    }
    const queue = items.filter((item) => item.state === 'ready');
    if (!queue.length || uploading) return;
    setNotice(null);
    setUploading(true);
    const controller = new AbortController();
    abort.current = controller;
    for (const item of queue) {
      if (controller.signal.aborted) break;
      patch(item.key, { state: 'uploading', progress: 0, message: null });
      try {
        await upload(item.file, item.file.name, {
          signal: controller.signal,
          onProgress: (fraction) => patch(item.key, { progress: fraction }),
        });
        patch(item.key, { state: 'done', progress: 1 });
      } catch (failure) {
        patch(item.key, { state: 'failed', message: failureMessage(failure) });
        // A rejected token sends the admin to sign in again: the rest would fail the same way.
        const status = failure instanceof UploadFailure ? failure.status : failureParts(failure).status;
        if (status === 401) break;
      }
    }
    abort.current = null;
    setUploading(false);
  }, [items, patch, upload, uploading]);

  return { items, notice, uploading, add, remove, reset, start };
}
