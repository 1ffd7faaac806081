import { useSelector } from 'react-redux';
import { selectAdminToken, selectTokenRejected } from '../../api/session-slice';
import { isApiError, isTokenNotConfigured } from '../../lib/api-error';
import { useAdminHealthQuery } from './api';

export type AdminStatus =
  | { state: 'loading' }
  | { state: 'admin' }
  | {
      state: 'not-admin';
      auth: boolean;
      notFound: boolean;
      network: boolean;
      /** The server answered 500 'Admin token not configured on server' (production without ADMIN_TOKEN). */
      notConfigured: boolean;
      message?: string;
    };

/**
 * The admin state machine of the spec: loading until GET /api/admin/health answers, admin when it
 * says ok, otherwise not admin with the reason kept as flags. Without a token no call is made.
 */
export function useAdminStatus(): AdminStatus {
  const token = useSelector(selectAdminToken);
  const rejected = useSelector(selectTokenRejected);
  const health = useAdminHealthQuery(undefined, { skip: !token });

  if (!token) return { state: 'not-admin', auth: rejected, notFound: false, network: false, notConfigured: false };
  if (health.isError) {
    const error = isApiError(health.error) ? health.error : undefined;
    return {
      state: 'not-admin',
      auth: error?.kind === 'auth',
      notFound: error?.kind === 'not-found',
      network: error?.kind === 'network',
      notConfigured: isTokenNotConfigured(error),
      message: error?.message,
    };
  }
  if (health.data?.ok) return { state: 'admin' };
  if (health.isSuccess) return { state: 'not-admin', auth: false, notFound: false, network: false, notConfigured: false };
  return { state: 'loading' };
}

export function useIsAdmin(): boolean {
  return useAdminStatus().state === 'admin';
}
