import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchDownload, TransferCancelled } from '../../api/download';
import { useTokenRejection } from '../../hooks/use-token-rejection.hook';
import { refusalText } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; url: string; received: number; total: number | null }
  | { kind: 'done'; url: string; fileName: string; size: number }
  | { kind: 'failed'; url: string; message: string };

/** One download at a time, counted as the bytes arrive, then saved under the server's file name. */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const rejectToken = useTokenRejection();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (url: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ kind: 'downloading', url, received: 0, total: null });
      try {
        const { fileName, blob } = await fetchDownload(url, (progress) => setState({ kind: 'downloading', url, ...progress }), current.signal);
        saveFile(blob, fileName);
        setState({ kind: 'done', url, fileName, size: blob.size });
      } catch (failure) {
        if (failure instanceof TransferCancelled) return;
        rejectToken(failure);
        setState({ kind: 'failed', url, message: refusalText(failure) });
      }
    },
    [rejectToken],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ kind: 'idle' });
  }, []);

  return { state, busy: state.kind === 'downloading', start, cancel };
}
