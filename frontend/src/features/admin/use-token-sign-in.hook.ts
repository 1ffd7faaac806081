import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { signedOut, tokenAccepted } from '../../api/session-slice';
import { clearAdminToken, storeAdminToken } from '../../lib/admin-token';
import { isApiError, type ApiError } from '../../lib/api-error';
import { useLazyAdminHealthQuery } from './api';

export type SignInOutcome = { ok: true } | { ok: false; error?: ApiError };

/**
 * Spec §4 "Login": the token is saved, then GET /api/admin/health is asked; ok makes the visitor
 * the admin, anything else clears the token again. Callers trim and require the token first.
 */
export function useTokenSignIn(): (token: string) => Promise<SignInOutcome> {
  const dispatch = useDispatch();
  const [checkHealth] = useLazyAdminHealthQuery();

  return useCallback(
    async (token: string) => {
      // The base query reads the token from storage, so it is stored before the check.
      storeAdminToken(token);
      try {
        const health = await checkHealth(undefined, false).unwrap();
        if (!health.ok) throw new Error('Admin health did not answer ok');
        dispatch(tokenAccepted(token));
        return { ok: true };
      } catch (failure) {
        clearAdminToken();
        dispatch(signedOut());
        return { ok: false, error: isApiError(failure) ? failure : undefined };
      }
    },
    [checkHealth, dispatch],
  );
}
