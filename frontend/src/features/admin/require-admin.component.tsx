import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAdminStatus } from './use-admin-status.hook';

export interface LoginRedirectState {
  reason: 'token-rejected';
  from: string;
}

/** Gate for admin screens: 'Checking admin...' first, then the screen, or away to / (or /admin after a rejected token). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  const location = useLocation();

  if (status.state === 'loading') {
    return (
      <p className="status-line" role="status">
        Checking admin...
      </p>
    );
  }
  if (status.state === 'admin') return <>{children}</>;
  if (status.auth) {
    const state: LoginRedirectState = { reason: 'token-rejected', from: location.pathname };
    return <Navigate to={paths.adminLogin.href()} replace state={state} />;
  }
  return <Navigate to={paths.home.href()} replace />;
}
