import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { clearAdminToken, readAdminToken } from '../lib/admin-token';
import { api } from './api-slice';
import { tokenRejected } from './session-slice';

export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface CompressionStats {
  original_bytes: number;
  compressed_bytes: number;
  saved_percent: number;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp' | 'gif';
}

/** `POST /api/images/uploads/image` answers this (and compress-by-URL too). */
export interface UploadedImage {
  id: string;
  url: string;
  publicUrl: string;
  path: string;
  width: number;
  height: number;
  mime_type: ImageMimeType;
  file_size_bytes: number;
  compressionStats: CompressionStats;
}

export interface ImageMetadata {
  path: string;
  mime_type?: ImageMimeType;
  file_size_bytes?: number;
  width?: number;
  height?: number;
  is_public?: boolean;
}

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

function errorText(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (Array.isArray(body.message)) return body.message.join(', ');
  } catch {
    // Not JSON: a proxy or a crash answered; show what arrived.
  }
  return xhr.responseText || xhr.statusText;
}

/**
 * Sends one file as multipart field `image` with the admin token. XMLHttpRequest, not fetch:
 * only it reports upload progress. `onProgress` gets 0..1.
 */
export function sendImage(file: Blob, fileName: string, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    const token = readAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1);
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new UploadFailure(xhr.status, 'The server answered something that is not JSON'));
        }
        return;
      }
      reject(new UploadFailure(xhr.status, errorText(xhr)));
    };
    xhr.onerror = () => reject(new UploadFailure(0, 'Network error: the upload did not reach the server'));
    xhr.onabort = () => reject(new UploadFailure(0, 'The upload was cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file, fileName);
    xhr.send(form);
  });
}

export const imageMetadataApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveImageMetadata: build.mutation<unknown, ImageMetadata>({
      query: (body) => ({ url: '/api/images/metadata', method: 'POST', body }),
      invalidatesTags: ['Image', 'Reconcile'],
    }),
  }),
});

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Spec §7: the file goes to `/api/images/uploads/image`, then its metadata to
 * `/api/images/metadata`. A 401 clears the token like every other admin call. Rejects with an
 * `UploadFailure` (upload) or an `ApiError` (metadata).
 */
export function useImageUpload() {
  const dispatch = useDispatch();
  const [saveMetadata] = imageMetadataApi.useSaveImageMetadataMutation();

  return useCallback(
    async (file: Blob, fileName: string, options: UploadOptions = {}): Promise<UploadedImage> => {
      let uploaded: UploadedImage;
      try {
        uploaded = await sendImage(file, fileName, options.onProgress, options.signal);
      } catch (failure) {
        if (failure instanceof UploadFailure && failure.status === 401) {
          clearAdminToken();
          dispatch(tokenRejected());
        }
        throw failure;
      }
      await saveMetadata({
        path: uploaded.path,
        mime_type: uploaded.mime_type,
        file_size_bytes: uploaded.file_size_bytes,
        width: uploaded.width,
        height: uploaded.height,
        is_public: true,
      }).unwrap();
      return uploaded;
    },
    [dispatch, saveMetadata],
  );
}
