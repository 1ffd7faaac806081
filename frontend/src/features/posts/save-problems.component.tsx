import { useSelector } from 'react-redux';
import { selectAdminToken } from '../../api/session-slice';
import { paths } from '../../config/paths';

interface SaveProblemsProps {
  messages: string[];
  /** The server rejected the token: the text stays here while the admin signs in again elsewhere. */
  tokenRejected: boolean;
}

/** Why the last save failed, above the buttons; after a rejected token, the way to sign in again. */
export function SaveProblems({ messages, tokenRejected }: SaveProblemsProps) {
  // A sign-in in another tab puts the token back (RequireAdmin listens for it).
  const signedInAgain = useSelector(selectAdminToken) !== null;
  if (messages.length === 0) return null;
  return (
    <div className="post-form__summary" role="alert">
      <p>The post was not saved:</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {tokenRejected &&
        (signedInAgain ? (
          <p>You are signed in again: save once more to keep your changes.</p>
        ) : (
          <p>
            Your text stays here.{' '}
            <a href={paths.adminLogin.href()} target="_blank" rel="noopener">
              Sign in again<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            , then save once more.
          </p>
        ))}
    </div>
  );
}
