import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectTokenRejected } from '../../api/session-slice';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { returnPath, type LoginRedirectState } from '../../lib/login-redirect';
import { TokenField } from './token-field.component';
import { useTokenForm } from './use-token-sign-in.hook';

const INVALID_TOKEN = 'Invalid token. Please try again.';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const location = useLocation();
  const tokenWasRejected = useSelector(selectTokenRejected);
  const { token, setToken, checking, error, canSubmit, handleSubmit } = useTokenForm({
    invalidToken: INVALID_TOKEN,
    // Back to the page that asked for a new token, else the dashboard.
    onSignedIn: () => navigate(returnPath(location.state) ?? paths.dashboard.root.href(), { replace: true }),
  });

  const redirectState = location.state as LoginRedirectState | null;
  const showSignInNotice = !error && (tokenWasRejected || redirectState?.reason === 'token-rejected');

  return (
    <section className="auth-card" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Admin Login</h1>
      {showSignInNotice && (
        <p className="notice" role="status">
          Please sign in with your admin token.
        </p>
      )}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TokenField id="admin-token" value={token} onChange={setToken} error={error} />
        <Button type="submit" disabled={!canSubmit}>
          {checking ? 'Verifying...' : 'Continue'}
        </Button>
      </form>
    </section>
  );
}
