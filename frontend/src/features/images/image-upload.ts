import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { clearAdminToken } from '../../lib/admin-token';
import { errorMessage, isApiError, responseText } from '../../lib/api-error';
import { api } from '../../api/api-slice';
import { uploadWithProgress } from '../../api/upload-with-progress';
import { useSaveImageMetadataMutation } from './api';
import type { CompressionStatsDto, UploadedImageDto } from '../../api/openapi';
import { tokenRejected } from '../../api/session-slice';

export type ImageMimeType = UploadedImageDto['mime_type'];

export type CompressionStats = CompressionStatsDto;

/** `POST /api/images/uploads/image` answers this (and compress-by-URL too). */
export type UploadedImage = UploadedImageDto;

export const UPLOAD_URL = '/api/images/uploads/image';

/** A failed upload; `message` is the spec's 'Upload failed: {status} - {text}' (status 0: no answer). */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`Upload failed: ${status} - ${text}`);
    this.name = 'UploadFailure';
  }
}

/** The caller's signal stopped the upload (a dialog closed, the page was left): nothing to show. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * The file is stored and already in the library, but `/api/images/metadata` failed: the image can
 * be used (`image`), its details just were not recorded.
 */
export class MetadataNotSaved extends Error {
  constructor(
    readonly image: UploadedImage,
    /** HTTP status of the metadata call, 0 when no answer came. */
    readonly status: number,
    cause: unknown,
  ) {
    super(`Image uploaded, but its details were not saved: ${errorMessage(cause)}`);
    this.name = 'MetadataNotSaved';
  }
}

/**
 * Sends one file as multipart field `image` with the admin token. `onProgress` gets 0..1. Rejects
 * with `UploadFailure`, or `UploadCancelled` when `signal` fires (or had fired already).
 */
export function sendImage(file: Blob, fileName: string, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('image', file, fileName);
  return uploadWithProgress<UploadedImage>(
    { url: UPLOAD_URL, form, onProgress, signal },
    {
      refused: (status, body, statusText) => new UploadFailure(status, responseText(body) || statusText),
      notJson: (status) => new UploadFailure(status, 'The server answered something that is not JSON'),
      network: () => new UploadFailure(0, 'Network error: the upload did not reach the server'),
      cancelled: () => new UploadCancelled(),
    },
  );
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** Stops the upload, or abandons the metadata call when the file has already arrived. */
  signal?: AbortSignal;
}

/**
 * Spec §7: the file goes to `/api/images/uploads/image`, then its metadata to
 * `/api/images/metadata`. A 401 clears the token like every other admin call. Rejects with
 * `UploadFailure`, `UploadCancelled`, or `MetadataNotSaved` (the image exists all the same).
 */
export function useImageUpload() {
  const dispatch = useDispatch();
  const [saveMetadata] = useSaveImageMetadataMutation();

  return useCallback(
    async (file: Blob, fileName: string, { onProgress, signal }: UploadOptions = {}): Promise<UploadedImage> => {
      let uploaded: UploadedImage;
      try {
        uploaded = await sendImage(file, fileName, onProgress, signal);
      } catch (failure) {
        if (failure instanceof UploadFailure && failure.status === 401) {
          clearAdminToken();
          dispatch(tokenRejected());
        }
        throw failure;
      }
      // From here on the file is in the library: a call that stops early must still show it.
      const cancelled = () => {
        dispatch(api.util.invalidateTags(['Image', 'Reconcile']));
        return new UploadCancelled();
      };
      if (signal?.aborted) throw cancelled();
      const request = saveMetadata({
        path: uploaded.path,
        mime_type: uploaded.mime_type,
        file_size_bytes: uploaded.file_size_bytes,
        width: uploaded.width,
        height: uploaded.height,
        is_public: true,
      });
      const abandon = () => request.abort();
      signal?.addEventListener('abort', abandon, { once: true });
      try {
        await request.unwrap();
        return uploaded;
      } catch (failure) {
        if (signal?.aborted) throw cancelled();
        throw new MetadataNotSaved(uploaded, isApiError(failure) ? failure.status : 0, failure);
      } finally {
        signal?.removeEventListener('abort', abandon);
      }
    },
    [dispatch, saveMetadata],
  );
}

/** What to tell the admin about a rejected upload: 'Upload failed: {status} - {text}', or that only the details were lost. */
export function uploadErrorMessage(failure: unknown): string {
  if (failure instanceof UploadFailure || failure instanceof MetadataNotSaved) return failure.message;
  return new UploadFailure(0, errorMessage(failure)).message;
}
