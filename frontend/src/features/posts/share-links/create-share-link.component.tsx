import { useState, type FormEvent } from 'react';
import { useCreateShareLinkMutation, type ShareLink } from './api';
import { Button } from '../../../components/button.component';
import { isApiError, errorMessage, responseText } from '../../../lib/api-error';
import { EditorField } from '../editor-field.component';
import { browserTimeZone, fromLocalInput } from '../schedule/local-time';

interface CreateShareLinkProps {
  id: string;
  postId: string;
  onCreated: (link: ShareLink) => void;
}

/** 'Create share link', with an optional expiry in the author's time zone; a refusal shows by the expiry. */
export function CreateShareLink({ id, postId, onCreated }: CreateShareLinkProps) {
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createLink, { isLoading }] = useCreateShareLinkMutation();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const link = await createLink({ postId, expires_at: fromLocalInput(expires) }).unwrap();
      setExpires('');
      onCreated(link);
    } catch (failure) {
      // A 400 is about the expiry: its own words; anything else as the base query wrote it.
      setError(isApiError(failure) && failure.status === 400 ? responseText(failure.data) : errorMessage(failure));
    }
  }

  return (
    <form className="create-share-link" noValidate onSubmit={(event) => void create(event)}>
      <EditorField
        id={`${id}-expires`}
        label="Expires (optional)"
        hint={`In your time zone (${browserTimeZone()}). Blank: the link works until you revoke it.`}
        error={error ?? undefined}
      >
        {(control) => (
          <input {...control} type="datetime-local" name="expires_at" value={expires} onChange={(event) => setExpires(event.target.value)} />
        )}
      </EditorField>
      <div>
        <Button id={`${id}-create`} type="submit" disabled={isLoading}>
          {isLoading ? 'Creating...' : 'Create share link'}
        </Button>
      </div>
    </form>
  );
}
