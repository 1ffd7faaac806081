import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { signedOut } from '../../api/session-slice';
import { Button, ButtonLink } from '../../components/button.component';
import { MessageScreen } from '../../components/message-screen.component';
import { paths } from '../../config/paths';
import { clearAdminToken } from '../../lib/admin-token';
import { isApiError } from '../../lib/api-error';

/** The three load failures of the posts list (spec §8 "Posts list"). */
export function PostsListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const status = isApiError(error) ? error.status : 0;

  function logOut() {
    clearAdminToken();
    dispatch(signedOut());
    navigate(paths.home.href(), { replace: true });
  }

  if (status === 500) {
    return (
      <MessageScreen
        title="Admin token not configured on server"
        message="Set the ADMIN_TOKEN environment variable on the server, then redeploy."
        level={2}
        role="alert"
      />
    );
  }
  if (status === 401) {
    return (
      <MessageScreen title="Admin access required" level={2} role="alert">
        <ButtonLink to={paths.adminLogin.href()}>Enter Token</ButtonLink>
        <Button variant="secondary" onClick={logOut}>
          Log Out
        </Button>
      </MessageScreen>
    );
  }
  return (
    <MessageScreen
      title="Failed to load posts"
      message={isApiError(error) ? error.message : undefined}
      level={2}
      role="alert"
    >
      <Button onClick={onRetry}>Try Again</Button>
    </MessageScreen>
  );
}
