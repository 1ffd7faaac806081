import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { tokenRejected } from '../api/session-slice';
import { clearAdminToken } from '../lib/admin-token';
import type { ApiError } from '../lib/api-error';

/** A 401 on a call made outside RTK Query clears the token like every other admin call. */
export function useTokenRejection() {
  const dispatch = useDispatch();
  return useCallback(
    (failure: unknown) => {
      if (failure && typeof failure === 'object' && (failure as ApiError).kind === 'auth') {
        clearAdminToken();
        dispatch(tokenRejected());
      }
    },
    [dispatch],
  );
}
