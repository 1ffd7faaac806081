import { useId, useState, type FormEvent } from 'react';
import { useSendTestEmailMutation } from './api';
import { Button } from '../../components/button.component';
import { isApiError, responseText } from '../../lib/api-error';

type TestResult = { ok: true; text: string } | { ok: false; text: string; badAddress: boolean };

/** The server's own words for a refused or failed test (a bad address, the mail server's answer), else the call's message. */
function failureText(failure: unknown): string {
  if (isApiError(failure) && failure.kind === 'http' && failure.data !== undefined) return responseText(failure.data) || failure.message;
  return isApiError(failure) ? failure.message : String(failure);
}

/** 'Send test email' with an optional address (the server's default is the author's), and what came of it. */
export function TestEmail() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [to, setTo] = useState('');
  const [send, { isLoading }] = useSendTestEmailMutation();
  const [result, setResult] = useState<TestResult | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setResult(null);
    const address = to.trim();
    try {
      const sent = await send(address ? { to: address } : {}).unwrap();
      const where = sent.transport === 'outbox' ? 'written to the outbox folder' : 'sent';
      setResult({ ok: true, text: `Test email to ${sent.to} ${where} (Message-ID ${sent.message_id}).` });
    } catch (failure) {
      const reason = failureText(failure);
      // A 400 about `to` is the address typed here: the field is marked.
      setResult({ ok: false, text: `Test email failed: ${reason}`, badAddress: isApiError(failure) && failure.status === 400 && reason.startsWith('to ') });
    }
  }

  return (
    <form className="settings-test-email" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={inputId}>Send to (optional)</label>
        <input
          id={inputId}
          className="input"
          type="email"
          name="to"
          autoComplete="email"
          value={to}
          aria-describedby={result?.ok === false && result.badAddress ? `${hintId} ${errorId}` : hintId}
          aria-invalid={result?.ok === false && result.badAddress ? true : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <p id={hintId} className="hint">
          Leave it empty to send it to the author&apos;s address (AUTHOR_EMAIL).
        </p>
      </div>
      <div className="actions">
        <Button type="submit" variant="secondary" aria-disabled={isLoading || undefined}>
          {isLoading ? 'Sending...' : 'Send test email'}
        </Button>
      </div>
      <div className="settings-ping__result">
        <div role="status">{result?.ok === true && <p className="settings-notice settings-notice--success">{result.text}</p>}</div>
        {result?.ok === false && (
          <p id={errorId} className="settings-notice settings-notice--error" role="alert">
            {result.text}
          </p>
        )}
      </div>
    </form>
  );
}
