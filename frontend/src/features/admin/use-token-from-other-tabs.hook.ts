import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { tokenAccepted } from '../../api/session-slice';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';

/**
 * When the admin signs in in another tab (say, the one the editor opened after a rejected token),
 * the token lands in localStorage there and this tab takes it too: a kept page can save again.
 */
export function useTokenFromOtherTabs(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === ADMIN_TOKEN_KEY && event.newValue) dispatch(tokenAccepted(event.newValue));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
