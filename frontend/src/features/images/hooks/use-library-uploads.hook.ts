import { useCallback, useEffect, useRef, useState } from 'react';
import { MetadataNotSaved, UploadCancelled, UploadFailure, uploadErrorMessage, useImageUpload } from '../image-upload';
import { readAdminToken } from '../../../lib/admin-token';
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
  /** An upload that is in the library but whose details were not saved. */
  warning: string | null;
  /** Whether the dialog was open when the message or warning came, or has been opened since. */
  seen: boolean;
}

/** A failure or warning that came while the dialog was closed, still to be shown. */
export function isUnseenProblem(item: UploadItem): boolean {
  return !item.seen && (item.state === 'failed' || item.warning !== null);
}

/**
 * The library's upload queue and its dialog: files are checked when chosen, then sent one after
 * the other with their progress. It lives with the page, not the dialog, so closing the dialog
 * does not stop an upload (leaving the page does), and what goes wrong meanwhile is kept until seen.
 */
export function useLibraryUploads() {
  const upload = useImageUpload();
  const [items, setItems] = useState<UploadItem[]>([]);
  // The list as it is now, for the upload loop: a file removed mid-batch must not be sent.
  const current = useRef<UploadItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const isOpen = useRef(false);
  const busy = useRef(false);
  const nextKey = useRef(1);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const update = useCallback((change: (list: UploadItem[]) => UploadItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);

  const patch = useCallback(
    (key: number, change: Partial<UploadItem>) => update((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [update],
  );

  const add = useCallback(
    (files: File[]) => {
      setNotice(null);
      const added = files.map((file): UploadItem => {
        const problem = uploadProblem(file);
        return { key: nextKey.current++, file, state: problem ? 'invalid' : 'ready', progress: 0, message: problem, warning: null, seen: true };
      });
      update((list) => [...list, ...added]);
    },
    [update],
  );

  const remove = useCallback((key: number) => update((list) => list.filter((item) => item.key !== key || item.state === 'uploading')), [update]);

  /** A fresh dialog: keeps what is queued or uploading and any problem not yet seen, which it now shows. */
  const openDialog = useCallback(() => {
    setNotice(null);
    update((list) =>
      list
        .filter((item) => item.state === 'uploading' || item.state === 'ready' || isUnseenProblem(item))
        .map((item) => (item.seen ? item : { ...item, seen: true })),
    );
    isOpen.current = true;
    setDialogOpen(true);
  }, [update]);

  const closeDialog = useCallback(() => {
    isOpen.current = false;
    setDialogOpen(false);
  }, []);

  const start = useCallback(async () => {
    if (busy.current) return;
    if (!readAdminToken()) {
      setNotice(NO_TOKEN_MESSAGE);
      return;
    }
    const batch = current.current.filter((item) => item.state === 'ready').map((item) => item.key);
    if (!batch.length) return;
    setNotice(null);
    busy.current = true;
    setUploading(true);
    const controller = new AbortController();
    abort.current = controller;
    for (const key of batch) {
      const item = current.current.find((candidate) => candidate.key === key && candidate.state === 'ready');
      if (!item) continue;
      patch(key, { state: 'uploading', progress: 0, message: null });
      try {
        await upload(item.file, item.file.name, {
          signal: controller.signal,
          onProgress: (fraction) => patch(key, { progress: fraction }),
        });
        patch(key, { state: 'done', progress: 1 });
      } catch (failure) {
        if (failure instanceof UploadCancelled) break;
        const seen = isOpen.current;
        if (failure instanceof MetadataNotSaved) {
          patch(key, { state: 'done', progress: 1, warning: failure.message, seen });
        } else {
          patch(key, { state: 'failed', message: uploadErrorMessage(failure), seen });
        }
        // A rejected token sends the admin to sign in again: the rest would fail the same way.
        if ((failure instanceof UploadFailure || failure instanceof MetadataNotSaved) && failure.status === 401) break;
      }
    }
    abort.current = null;
    busy.current = false;
    setUploading(false);
  }, [patch, upload]);

  return { items, notice, uploading, dialogOpen, add, remove, start, openDialog, closeDialog };
}
