import type { Redirect } from './api';
import { AdminTable, RowButton } from '../../components/admin-table.component';
import { formatUtcDateTime } from '../../lib/dates';
import { REDIRECT_SOURCES } from './transfer-format';

/** Each redirect with who made it; 'to' may be a path here or an address elsewhere. */
export function RedirectsTable({ redirects, busy, onDelete }: { redirects: Redirect[]; busy: boolean; onDelete: (redirect: Redirect) => void }) {
  return (
    <AdminTable
      className="transfer-table transfer-redirects-table"
      rows={redirects}
      rowKey={(redirect) => redirect.id}
      busy={busy}
      title={{ header: 'From', cell: (redirect) => <code>{redirect.from}</code> }}
      columns={[
        { header: 'To', cell: (redirect) => <code>{redirect.to}</code> },
        { header: 'Type', cell: (redirect) => redirect.status },
        { header: 'Source', cell: (redirect) => REDIRECT_SOURCES[redirect.source] ?? redirect.source },
        { header: 'Added', cell: (redirect) => <time dateTime={redirect.created_at}>{formatUtcDateTime(redirect.created_at)}</time> },
      ]}
      actions={(redirect) => <RowButton label="Delete" rowName={`the redirect from ${redirect.from}`} onClick={() => onDelete(redirect)} />}
    />
  );
}
