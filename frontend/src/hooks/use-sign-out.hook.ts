import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { signedOut } from '../api/session-slice';
import { paths } from '../config/paths';
import { clearAdminToken } from '../lib/admin-token';
import { confirmLeaveUnsaved } from '../lib/unsaved-changes';

/** 'Log Out': asks first when a form holds unsaved changes, then forgets the token and goes home. */
export function useSignOut(): () => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!confirmLeaveUnsaved()) return;
    clearAdminToken();
    dispatch(signedOut());
    navigate(paths.home.href(), { replace: true });
  }, [dispatch, navigate]);
}
