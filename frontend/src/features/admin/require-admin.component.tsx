import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MessageScreen } from '../../components/message-screen.component';
import { paths } from '../../config/paths';
import { TokenRejectionContext, type TokenRejectionClaims } from '../../hooks/use-shows-token-rejection.hook';
import { TOKEN_NOT_CONFIGURED_MESSAGE } from '../../lib/api-error';
import { loginRedirectState } from '../../lib/login-redirect';
import { useAdminStatus } from './use-admin-status.hook';
import { useTokenFromOtherTabs } from './use-token-from-other-tabs.hook';

/**
 * Gate for admin screens: 'Checking admin...' first, then the screen, or away to / (to /admin
 * after a rejected token). A page that shows a rejected token itself (`useShowsTokenRejection`)
 * stays on screen instead, also while a token from another tab is checked, so nothing on it is lost.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  const location = useLocation();
  const [claimCount, setClaimCount] = useState(0);
  const claims = useMemo<TokenRejectionClaims>(
    () => ({
      claim() {
        setClaimCount((count) => count + 1);
        return () => setClaimCount((count) => count - 1);
      },
    }),
    [],
  );
  useTokenFromOtherTabs();

  const kept = claimCount > 0 && (status.state === 'loading' || (status.state === 'not-admin' && status.auth));
  if (status.state === 'admin' || kept) {
    return <TokenRejectionContext value={claims}>{children}</TokenRejectionContext>;
  }
  if (status.state === 'loading') {
    return (
      <p className="status-line" role="status">
        Checking admin...
      </p>
    );
  }
  if (status.notConfigured) {
    return (
      <MessageScreen
        title={TOKEN_NOT_CONFIGURED_MESSAGE}
        message="Set the ADMIN_TOKEN environment variable on the server, then redeploy."
        role="alert"
      />
    );
  }
  if (status.auth) {
    const state = loginRedirectState(`${location.pathname}${location.search}`);
    return <Navigate to={paths.adminLogin.href()} replace state={state} />;
  }
  return <Navigate to={paths.home.href()} replace />;
}
