import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { signedOut, tokenAccepted } from '../../api/session-slice';
import { clearAdminToken, storeAdminToken } from '../../lib/admin-token';
import { isApiError, type ApiError } from '../../lib/api-error';
import { useLazyAdminHealthQuery } from './api';

export type SignInOutcome = { ok: true } | { ok: false; error?: ApiError };

export const NETWORK_ERROR = 'Network error occurred. Please try again.';

/**
 * What a refused sign-in says (spec §8): a 401 (or a health answer other than ok) is the screen's own
 * invalid-token text, no answer the network message; any other failure keeps the base query's §8
 * message (a 404 'Admin API not found…', else 'Request to {url} failed with HTTP {status}: {text}').
 */
export function signInFailureMessage(error: ApiError | undefined, invalidToken: string): string {
  if (!error || error.kind === 'auth') return invalidToken;
  if (error.kind === 'network') return NETWORK_ERROR;
  return error.message;
}

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

export interface TokenFormOptions {
  /** The screen's own text for a refused token ('Invalid token.' in the modal). */
  invalidToken: string;
  onSignedIn: () => void;
  onRefused?: () => void;
}

/**
 * The token form of the login screen and the modal: the typed token, 'Verifying...' while the
 * check runs, and the refusal's message. Nothing is set once the form has gone away.
 */
export function useTokenForm({ invalidToken, onSignedIn, onRefused }: TokenFormOptions) {
  const signIn = useTokenSignIn();
  const mounted = useRef(false);
  const [token, setToken] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = token.trim();
    if (!value || checking) return;
    setChecking(true);
    setError(null);
    const outcome = await signIn(value);
    if (!mounted.current) return;
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    setChecking(false);
    setError(signInFailureMessage(outcome.error, invalidToken));
    onRefused?.();
  }

  return { token, setToken, checking, error, canSubmit: !checking && token.trim() !== '', handleSubmit };
}
