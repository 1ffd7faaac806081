import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { MetadataNotSaved, uploadErrorMessage, type UploadedImage } from '../../images';
import { InsertImageServicesContext } from './insert-image.services';
import type { ChosenFile } from './use-image-source.hook';

export interface InsertUpload {
  image: UploadedImage;
  /** Set when the file is stored but its details were not saved: usable, with a word of warning. */
  warning: string | null;
}

/**
 * Uploads with progress (0..1, null when idle). `abort` (and unmounting) stops the upload; from
 * then on `start` answers null whatever the network does, so nothing is inserted after a close.
 */
export function useInsertUpload() {
  const { useUpload } = useContext(InsertImageServicesContext);
  const upload = useUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: ChosenFile): Promise<InsertUpload | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setError(null);
      setWarning(null);
      setProgress(0);
      try {
        const image = await upload(file.blob, file.name, { onProgress: setProgress, signal: controller.signal });
        return controller.signal.aborted ? null : { image, warning: null };
      } catch (failure) {
        if (controller.signal.aborted) return null;
        if (failure instanceof MetadataNotSaved) {
          setWarning(failure.message);
          return { image: failure.image, warning: failure.message };
        }
        setError(uploadErrorMessage(failure));
        return null;
      } finally {
        if (running.current === controller) running.current = null;
        setProgress(null);
      }
    },
    [upload],
  );

  const abort = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const clearError = useCallback(() => {
    setError(null);
    setWarning(null);
  }, []);

  return { progress, error, warning, start, abort, clearError };
}
