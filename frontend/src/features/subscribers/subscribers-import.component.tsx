import { useId, useState, type FormEvent } from 'react';
import { useImportSubscribersMutation, type SubscriberImportResult } from './api';
import { refusalText } from '../../lib/api-error';
import { Button } from '../../components/button.component';
import { Panel } from '../../components/panel.component';
import { formatFileSize } from '../../lib/file-size';
import { ImportResult } from './import-result.component';

const ACCEPT = '.csv,text/csv';
const CONSENT = 'These readers agreed to receive my posts';

/**
 * Readers moving with the author: a CSV of addresses (one a line, or a column named email). They
 * are imported as confirmed, and so receive posts, only when the author ticks that they agreed;
 * otherwise as pending.
 */
export function SubscribersImport() {
  const fileId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const consentId = useId();
  const consentHintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SubscriberImportResult | null>(null);
  const [importSubscribers, { isLoading }] = useImportSubscribersMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    if (!file) {
      setFileError('Choose a CSV file to import.');
      document.getElementById(fileId)?.focus();
      return;
    }
    setResult(null);
    try {
      setResult(await importSubscribers({ file, consent }).unwrap());
    } catch (error) {
      setFailure(`Import failed: ${refusalText(error)}`);
    }
  }

  return (
    <Panel title="Import CSV" className="subscribers-import">
      <p className="subscribers-import__intro">
        Bring readers who already receive your posts elsewhere: a CSV file with one address a line, or a column named email. Addresses already on the
        list are left as they are.
      </p>
      <form className="subscribers-import__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={fileId}>CSV file</label>
          <input
            id={fileId}
            className="input"
            type="file"
            name="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[fileError ? fileErrorId : '', fileHintId].filter(Boolean).join(' ')}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          <p id={fileHintId} className="hint">
            {file ? `Chosen: ${file.name} (${formatFileSize(file.size)})` : 'A .csv file.'}
          </p>
          {fileError && (
            <p id={fileErrorId} className="form-error">
              {fileError}
            </p>
          )}
        </div>
        <div className="field subscribers-import__consent">
          <div className="checkbox-row">
            <input
              id={consentId}
              type="checkbox"
              name="consent"
              checked={consent}
              aria-describedby={consentHintId}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor={consentId}>{CONSENT}</label>
          </div>
          <p id={consentHintId} className="hint">
            {consent
              ? 'They are added as confirmed and receive your next post, without a confirmation email.'
              : 'Needed for them to receive your posts. Unticked, they are added as pending: they are sent nothing, neither a confirmation nor your posts.'}
          </p>
        </div>
        <div className="actions">
          <Button type="submit" aria-disabled={isLoading || undefined}>
            {isLoading ? 'Importing...' : 'Import CSV'}
          </Button>
        </div>
      </form>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div role="status">{result && <ImportResult result={result} />}</div>
    </Panel>
  );
}
