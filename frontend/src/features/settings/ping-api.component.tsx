import { useState } from 'react';
import { Button } from '../../components/button.component';
import { useLazyHelloQuery } from '../../api/health.api';
import { errorMessage } from '../../lib/api-error';

type PingResult = { ok: true; text: string } | { ok: false; text: string };

/** The API connection test: GET /api/hello and what came back. */
export function PingApi() {
  const [ping, { isFetching }] = useLazyHelloQuery();
  const [result, setResult] = useState<PingResult | null>(null);

  async function run() {
    if (isFetching) return;
    try {
      const answer = await ping().unwrap();
      setResult({ ok: true, text: `The API answered: ${answer.message}` });
    } catch (error) {
      setResult({ ok: false, text: `Ping failed: ${errorMessage(error)}` });
    }
  }

  return (
    <div className="actions">
      <Button variant="secondary" onClick={run} aria-disabled={isFetching || undefined}>
        {isFetching ? 'Pinging...' : 'Ping API'}
      </Button>
      <div className="settings-ping__result">
        <div role="status">
          {result?.ok === true && <p className="settings-notice settings-notice--success">{result.text}</p>}
        </div>
        {result?.ok === false && (
          <p className="settings-notice settings-notice--error" role="alert">
            {result.text}
          </p>
        )}
      </div>
    </div>
  );
}
