import { useCallback, useState } from 'react';
import { refusalText } from '../../lib/api-error';
import { saveFromLink } from '../../lib/save-file';
import type { DownloadLink } from './api';

export type LinkDownloadState =
  | { kind: 'idle' }
  | { kind: 'preparing'; key: string }
  | { kind: 'started'; key: string }
  | { kind: 'failed'; key: string; message: string };

/**
 * One download at a time through a single-use link: the page asks for the link with the token, then
 * the browser follows it and saves the file as it arrives, however large (never held in the page).
 */
export function useLinkDownload() {
  const [state, setState] = useState<LinkDownloadState>({ kind: 'idle' });

  const start = useCallback(async (key: string, makeLink: () => Promise<DownloadLink>) => {
    setState({ kind: 'preparing', key });
    try {
      const { url } = await makeLink();
      saveFromLink(url);
      setState({ kind: 'started', key });
    } catch (failure) {
      setState({ kind: 'failed', key, message: refusalText(failure) });
    }
  }, []);

  return { state, busy: state.kind === 'preparing', start };
}
