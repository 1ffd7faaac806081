import { useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.component';
import { MessageScreen } from '../../components/message-screen.component';
import { paths } from '../../config/paths';
import { useSignOut } from '../../hooks/use-sign-out.hook';
import { isApiError, isTokenNotConfigured, TOKEN_NOT_CONFIGURED_MESSAGE } from '../../lib/api-error';
import { loginRedirectState } from '../../lib/login-redirect';

/** The three load failures of the posts list (spec §8 "Posts list"). */
export function PostsListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const signOut = useSignOut();
  const location = useLocation();

  if (isTokenNotConfigured(error)) {
    return (
      <MessageScreen
        title={TOKEN_NOT_CONFIGURED_MESSAGE}
        message="Set the ADMIN_TOKEN environment variable on the server, then redeploy."
        level={2}
        role="alert"
      />
    );
  }
  if (isApiError(error) && error.kind === 'auth') {
    return (
      <MessageScreen title="Admin access required" level={2} role="alert">
        <ButtonLink
          to={paths.adminLogin.href()}
          state={loginRedirectState(`${location.pathname}${location.search}`)}
        >
          Enter Token
        </ButtonLink>
        <Button variant="secondary" onClick={signOut}>
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
