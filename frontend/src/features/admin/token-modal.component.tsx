import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button.component';
import { Dialog } from '../../components/dialog.component';
import { paths } from '../../config/paths';
import { TokenField } from './token-field.component';
import { signInFailureMessage, useTokenSignIn } from './use-token-sign-in.hook';

const INVALID_TOKEN = 'Invalid token.';

export interface TokenModalProps {
  onClose: () => void;
  /** Where the new admin goes after a good token (spec §2: optionally /dashboard); null stays put. */
  redirectTo?: string | null;
}

/** Spec §2 "Token modal": 'Enter Admin Token', Cancel / Continue, Enter confirms, Escape closes. */
export function TokenModal({ onClose, redirectTo = paths.dashboard.root.href() }: TokenModalProps) {
  const navigate = useNavigate();
  const signIn = useTokenSignIn();
  const inputRef = useRef<HTMLInputElement>(null);
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
      onClose();
      if (redirectTo) navigate(redirectTo);
      return;
    }
    setChecking(false);
    setError(signInFailureMessage(outcome.error, INVALID_TOKEN));
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  return (
    <Dialog labelledBy="token-modal-title" onClose={onClose} className="token-modal">
      <h2 id="token-modal-title" className="dialog__title">
        Enter Admin Token
      </h2>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TokenField id="token-modal-input" value={token} onChange={setToken} error={error} inputRef={inputRef} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={checking || !token.trim()}>
            {checking ? 'Verifying...' : 'Continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
