import { useId, useState, type FormEvent } from 'react';
import { refusalText } from '../../lib/api-error';
import { useAddRedirectMutation, type Redirect, type RedirectStatus } from './api';
import { Button } from '../../components/button.component';

interface FieldErrors {
  from?: string;
  to?: string;
}

function check(from: string, to: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!from) errors.from = 'Enter the old path, such as /2019/05/old-post/.';
  else if (!from.startsWith('/')) errors.from = 'The old path starts with /, such as /2019/05/old-post/.';
  if (!to) errors.to = 'Enter the new path or a full address.';
  return errors;
}

/** Adds a redirect by hand: the obvious mistakes are caught here, the rest (loops, chains, duplicates) by the server, whose words are shown. */
export function RedirectForm({ onAdded }: { onAdded: (redirect: Redirect) => void }) {
  const ids = { from: useId(), to: useId(), status: useId(), fromError: useId(), toError: useId(), problem: useId() };
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<RedirectStatus>(301);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [addRedirect, { isLoading: adding }] = useAddRedirectMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    const input = { from: from.trim(), to: to.trim(), status };
    const found = check(input.from, input.to);
    setErrors(found);
    setProblem(null);
    if (found.from || found.to) return;
    try {
      const added = await addRedirect(input).unwrap();
      setFrom('');
      setTo('');
      setStatus(301);
      onAdded(added);
    } catch (failure) {
      setProblem(`Could not add the redirect: ${refusalText(failure)}`);
    }
  }

  const describe = (error: string | undefined, errorId: string) => [error ? errorId : '', problem ? ids.problem : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="transfer-redirect-form" aria-label="Add a redirect" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={ids.from}>From</label>
        <input
          id={ids.from}
          className="input"
          value={from}
          placeholder="/2019/05/old-post/"
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={describe(errors.from, ids.fromError)}
          onChange={(event) => setFrom(event.target.value)}
        />
        {errors.from && (
          <p id={ids.fromError} className="form-error" role="alert">
            {errors.from}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.to}>To</label>
        <input
          id={ids.to}
          className="input"
          value={to}
          placeholder="/blog/new-post or https://…"
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={describe(errors.to, ids.toError)}
          onChange={(event) => setTo(event.target.value)}
        />
        {errors.to && (
          <p id={ids.toError} className="form-error" role="alert">
            {errors.to}
          </p>
        )}
      </div>
      <div className="field transfer-redirect-form__status">
        <label htmlFor={ids.status}>Type</label>
        <select id={ids.status} className="input" value={status} onChange={(event) => setStatus(Number(event.target.value) as RedirectStatus)}>
          <option value={301}>301 Permanent</option>
          <option value={302}>302 Temporary</option>
        </select>
      </div>
      <Button type="submit" className="transfer-redirect-form__submit" aria-disabled={adding}>
        {adding ? 'Adding...' : 'Add redirect'}
      </Button>
      {problem && (
        <p id={ids.problem} className="form-error transfer-redirect-form__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
