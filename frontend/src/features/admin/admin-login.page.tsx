import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectTokenRejected, signedOut, tokenAccepted } from '../../api/session-slice';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { clearAdminToken, storeAdminToken } from '../../lib/admin-token';
import { isApiError } from '../../lib/api-error';
import { useLazyAdminHealthQuery } from './api';
import type { LoginRedirectState } from './require-admin.component';

const INVALID_TOKEN = 'Invalid token. Please try again.';
const NETWORK_ERROR = 'Network error occurred. Please try again.';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const tokenWasRejected = useSelector(selectTokenRejected);
  const [checkHealth] = useLazyAdminHealthQuery();
  const [token, setToken] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const redirectState = location.state as LoginRedirectState | null;
  const showSignInNotice = !error && (tokenWasRejected || redirectState?.reason === 'token-rejected');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = token.trim();
    if (!value || checking) return;
    setChecking(true);
    setError(null);
    // The base query reads the token from storage, so it is stored before the check.
    storeAdminToken(value);
    try {
      const health = await checkHealth(undefined, false).unwrap();
      if (!health.ok) throw new Error('Admin health did not answer ok');
      dispatch(tokenAccepted(value));
      navigate(paths.dashboard.root.href(), { replace: true });
    } catch (failure) {
      clearAdminToken();
      dispatch(signedOut());
      setError(isApiError(failure) && failure.kind === 'network' ? NETWORK_ERROR : INVALID_TOKEN);
      setChecking(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Admin Login</h1>
      {showSignInNotice && (
        <p className="notice" role="status">
          Please sign in with your admin token.
        </p>
      )}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <label htmlFor="admin-token">Admin Token</label>
        <input
          id="admin-token"
          name="adminToken"
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-token-error' : undefined}
        />
        {error && (
          <p id="admin-token-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" disabled={checking || !token.trim()}>
          {checking ? 'Verifying...' : 'Continue'}
        </Button>
      </form>
    </section>
  );
}
