import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.component';
import { refusalText } from '../../../lib/api-error';
import { useCreateApiKeyMutation, type CreatedApiKey } from './api';

/** Names a new key and makes it; the server's words are shown when it refuses. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const ids = { name: useId(), error: useId() };
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createKey, { isLoading: creating }] = useCreateApiKeyMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Enter a name that says which app the key is for, such as Ulysses on my laptop.');
      return;
    }
    setProblem(null);
    try {
      const created = await createKey({ name: trimmed }).unwrap();
      setName('');
      onCreated(created);
    } catch (failure) {
      setProblem(`Could not create the key: ${refusalText(failure)}`);
    }
  }

  return (
    <form className="api-key-form" aria-label="Create an API key" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={ids.name}>Key name</label>
        <input
          id={ids.name}
          className="input"
          value={name}
          maxLength={100}
          placeholder="Ulysses on my laptop"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" aria-disabled={creating}>
        {creating ? 'Creating...' : 'Create API key'}
      </Button>
      {problem && (
        <p id={ids.error} className="form-error api-key-form__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
