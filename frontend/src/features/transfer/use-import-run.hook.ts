import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { TransferCancelled } from '../../api/download';
import { useTokenRejection } from '../../hooks/use-token-rejection.hook';
import { isApiError, refusalText } from '../../lib/api-error';
import { isFinished, sendImport, transferApi, useImportRunQuery, type ImportRequest } from './api';

export const POLL_MS = 1000;

/** The run being followed survives a visit to another screen (an import can take minutes), not the tab. */
const RUN_KEY = 'folio.importRun';

function storedRun(): string | null {
  try {
    return window.sessionStorage.getItem(RUN_KEY);
  } catch {
    return null;
  }
}

function storeRun(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(RUN_KEY, id);
    else window.sessionStorage.removeItem(RUN_KEY);
  } catch {
    // Storage unavailable (private mode): the run is only followed while the screen is open.
  }
}

export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; dryRun: boolean; fileName: string; fraction: number }
  | { kind: 'refused'; dryRun: boolean; message: string }
  | { kind: 'tracking'; id: string };

/**
 * One import at a time: the file goes up (with its progress), then the run is polled until it has
 * completed or failed. `start` replaces whatever was shown; `reset` forgets it.
 */
export function useImportRun() {
  const [phase, setPhase] = useState<ImportPhase>(() => {
    const id = storedRun();
    return id ? { kind: 'tracking', id } : { kind: 'idle' };
  });
  const upload = useRef<AbortController | null>(null);
  const dispatch = useDispatch();
  const rejectToken = useTokenRejection();
  const id = phase.kind === 'tracking' ? phase.id : skipToken;
  // Read first without subscribing, so that polling stops once the run is over.
  const cached = transferApi.endpoints.importRun.useQueryState(id);
  const gone = isApiError(cached.error) && cached.error.kind === 'not-found';
  const settled = isFinished(cached.data?.status) || gone;
  const run = useImportRunQuery(id, { pollingInterval: settled ? 0 : POLL_MS });

  useEffect(() => () => upload.current?.abort(), []);

  const start = useCallback(
    async (request: ImportRequest) => {
      upload.current?.abort();
      const controller = new AbortController();
      upload.current = controller;
      storeRun(null);
      setPhase({ kind: 'uploading', dryRun: request.dryRun, fileName: request.file.name, fraction: 0 });
      try {
        const onProgress = (fraction: number) => setPhase((now) => (now.kind === 'uploading' ? { ...now, fraction } : now));
        const started = await sendImport(request, onProgress, controller.signal);
        storeRun(started.id);
        setPhase({ kind: 'tracking', id: started.id });
        dispatch(transferApi.util.invalidateTags(['Job']));
      } catch (failure) {
        if (failure instanceof TransferCancelled) return;
        rejectToken(failure);
        setPhase({ kind: 'refused', dryRun: request.dryRun, message: refusalText(failure) });
      }
    },
    [dispatch, rejectToken],
  );

  const reset = useCallback(() => {
    upload.current?.abort();
    storeRun(null);
    setPhase({ kind: 'idle' });
  }, []);

  const busy = phase.kind === 'uploading' || (phase.kind === 'tracking' && !settled && !run.error);
  return { phase, run: phase.kind === 'tracking' ? run : null, gone, busy, start, reset };
}

export type ImportRunState = ReturnType<typeof useImportRun>;
