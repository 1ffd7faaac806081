import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/panel.component';
import { paths } from '../../../config/paths';
import { formatSavedTime } from '../../../lib/dates';
import type { Desk } from '../api';
import { SiteUrlNotice } from '../site-url-notice.component';

/** The backups' queue: its failure has an item of its own. */
const BACKUP_QUEUE = 'backup';

interface AttentionItem {
  key: string;
  text: ReactNode;
  /** Where it is fixed; none for what is fixed in the server's environment (the item says how). */
  fix?: { to: string; label: string };
}

const at = (value: string) => <time dateTime={value}>{formatSavedTime(value)}</time>;

export function attentionItems(attention: Desk['attention']): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (attention.mail_failure) {
    items.push({
      key: 'mail',
      text: (
        <p>
          <strong>Email is not going out.</strong> The last message the site tried to send failed ({at(attention.mail_failure.at)}):{' '}
          {attention.mail_failure.error}
        </p>
      ),
      fix: { to: paths.dashboard.settings.href(), label: 'Check the email settings' },
    });
  }
  if (attention.backup_failure) {
    items.push({
      key: 'backup',
      text: (
        <p>
          <strong>The last backup failed</strong> ({at(attention.backup_failure.at)}): {attention.backup_failure.error}
        </p>
      ),
      fix: { to: paths.dashboard.importExport.href(), label: 'Open backups' },
    });
  }
  for (const queue of attention.failed_jobs) {
    if (queue.queue === BACKUP_QUEUE && attention.backup_failure) continue;
    items.push({
      key: `jobs-${queue.queue}`,
      text: (
        <p>
          <strong>{`${queue.failed} failed ${queue.queue} ${queue.failed === 1 ? 'job' : 'jobs'}`}</strong>, the last {at(queue.last_failed_at)}:{' '}
          {queue.last_error}
        </p>
      ),
      fix: { to: paths.dashboard.importExport.href(), label: `See the ${queue.queue} jobs` },
    });
  }
  if (!attention.site_url_set) items.push({ key: 'site-url', text: <SiteUrlNotice /> });
  return items;
}

/** What stops the site working as it should, each with where it is fixed; says so when nothing does. */
export function NeedsAttention({ attention }: { attention: Desk['attention'] }) {
  const items = attentionItems(attention);
  return (
    <Panel title="Needs attention" className={items.length ? 'desk-attention desk-attention--some' : 'desk-attention'}>
      {items.length === 0 ? (
        <p className="desk-empty">Nothing needs your attention: mail, backups and background jobs are working.</p>
      ) : (
        <ul className="desk-attention__list">
          {items.map((item) => (
            <li key={item.key} className="notice notice--warning">
              {item.text}
              {item.fix && (
                <p>
                  <Link to={item.fix.to}>{item.fix.label}</Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
