import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button.component';
import { Dialog } from '../../components/dialog.component';
import { paths } from '../../config/paths';
import { TokenField } from './token-field.component';
import { useTokenForm } from './use-token-sign-in.hook';

const INVALID_TOKEN = 'Invalid token.';

export interface TokenModalProps {
  onClose: () => void;
  /** Where the new admin goes after a good token (spec §2: optionally /dashboard); null stays put. */
  redirectTo?: string | null;
}

/** Spec §2 "Token modal": 'Enter Admin Token', Cancel / Continue, Enter confirms, Escape closes. */
export function TokenModal({ onClose, redirectTo = paths.dashboard.root.href() }: TokenModalProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const { token, setToken, checking, error, canSubmit, handleSubmit } = useTokenForm({
    invalidToken: INVALID_TOKEN,
    onSignedIn: () => {
      onClose();
      if (redirectTo) navigate(redirectTo);
    },
    onRefused: () => {
      inputRef.current?.focus();
      inputRef.current?.select();
    },
  });

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
          <Button type="submit" disabled={!canSubmit}>
            {checking ? 'Verifying...' : 'Continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
