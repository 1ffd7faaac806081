import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../../api/image-upload';
import { isApiError } from '../../../lib/api-error';
import { InsertImageServicesContext } from './insert-image.services';
import type { ChosenFile } from './use-image-source.hook';

function failureMessage(failure: unknown): string {
  // UploadFailure carries 'Upload failed: {status} - {text}'; a metadata failure carries the §8 message.
  if (isApiError(failure) || failure instanceof Error) return failure.message;
  return 'Upload failed: 0 - unknown error';
}

/** Uploads with progress (0..1, null when idle); an unmounted dialog aborts its upload. */
export function useInsertUpload() {
  const { useUpload } = useContext(InsertImageServicesContext);
  const upload = useUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: ChosenFile): Promise<UploadedImage | null> => {
      const controller = new AbortController();
      running.current = controller;
      setError(null);
      setProgress(0);
      try {
        return await upload(file.blob, file.name, { onProgress: setProgress, signal: controller.signal });
      } catch (failure) {
        if (!controller.signal.aborted) setError(failureMessage(failure));
        return null;
      } finally {
        if (running.current === controller) running.current = null;
        setProgress(null);
      }
    },
    [upload],
  );

  return { progress, error, start, clearError: useCallback(() => setError(null), []) };
}
