import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Spec §9: `?admin=1` opens the token modal; the flag is then taken out of the address. */
const QUERY_FLAG = 'admin';

function isAdminShortcut(event: KeyboardEvent): boolean {
  // `code` too: with Ctrl+Alt held, some layouts (AltGr) report another `key` for the D key.
  return event.ctrlKey && event.altKey && !event.metaKey && (event.code === 'KeyD' || event.key.toLowerCase() === 'd');
}

export interface AdminAccess {
  open: boolean;
  openModal: () => void;
  closeModal: () => void;
}

/**
 * The ways into the token modal on the public site other than the brand's long press (which
 * calls `openModal`): the query flag admin=1 and Ctrl+Alt+D. Off while `enabled` is false.
 */
export function useAdminAccess(enabled: boolean): AdminAccess {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const openModal = useCallback(() => setOpen(true), []);
  const closeModal = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!enabled) return;
    const params = new URLSearchParams(location.search);
    if (params.get(QUERY_FLAG) !== '1') return;
    params.delete(QUERY_FLAG);
    const search = params.toString();
    setOpen(true);
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [enabled, location, navigate]);

  // Attached in the commit that takes the server's page over, when its inline script stops answering the shortcut.
  useLayoutEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!isAdminShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  return { open, openModal, closeModal };
}
