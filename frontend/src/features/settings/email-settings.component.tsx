import { useMailSettingsQuery, type MailSettings } from './api';
import { Button } from '../../components/button.component';
import { errorMessage } from '../../lib/api-error';
import { TestEmail } from './test-email.component';

/** Issue 17 point 6: where the site's mail goes (SMTP or the outbox folder), who it is from, whether it is signed; and a test message. */
export function EmailSettings() {
  const { data, error, refetch } = useMailSettingsQuery();
  if (error) {
    return (
      <div className="settings-load-error">
        <p className="form-error" role="alert">{`Could not load the email settings: ${errorMessage(error)}`}</p>
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!data) return <p className="status-line">Loading email settings...</p>;
  return (
    <>
      <MailFacts mail={data} />
      <TestEmail />
    </>
  );
}

function MailFacts({ mail }: { mail: MailSettings }) {
  const outbox = mail.transport === 'outbox';
  return (
    <>
      <dl className="facts settings-facts">
        <div>
          <dt>Mail goes to</dt>
          <dd>{outbox ? 'The outbox folder (SMTP_URL is not set)' : 'The SMTP server of SMTP_URL'}</dd>
        </div>
        {outbox && mail.outbox_dir && (
          <div>
            <dt>Outbox folder</dt>
            <dd>
              <code>{mail.outbox_dir}</code>
            </dd>
          </div>
        )}
        <div>
          <dt>Sender</dt>
          <dd>
            <code>{mail.from}</code>
          </dd>
        </div>
        <div>
          <dt>DKIM signing</dt>
          <dd>{mail.dkim ? 'On' : 'Off'}</dd>
        </div>
      </dl>
      {outbox && (
        <p className="hint settings-email__outbox">
          Nothing leaves this machine: each message is written there as an .eml file you can open. Set SMTP_URL to send through your mail provider.
        </p>
      )}
    </>
  );
}
