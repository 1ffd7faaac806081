import type { Redirect } from './api';
import { Button } from '../../components/button.component';
import { formatUtcDateTime } from '../../lib/dates';
import { REDIRECT_SOURCES } from './transfer-format';
import '../../components/admin-table.css';

/** Each redirect with who made it; 'to' may be a path here or an address elsewhere. */
export function RedirectsTable({ redirects, busy, onDelete }: { redirects: Redirect[]; busy: boolean; onDelete: (redirect: Redirect) => void }) {
  return (
    <table className="admin-table transfer-table transfer-redirects-table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Type</th>
          <th scope="col">Source</th>
          <th scope="col">Added</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {redirects.map((redirect) => (
          <tr key={redirect.id}>
            <th scope="row" className="admin-table__title">
              <code>{redirect.from}</code>
            </th>
            <td data-label="To">
              <code>{redirect.to}</code>
            </td>
            <td data-label="Type">{redirect.status}</td>
            <td data-label="Source">{REDIRECT_SOURCES[redirect.source] ?? redirect.source}</td>
            <td data-label="Added">
              <time dateTime={redirect.created_at}>{formatUtcDateTime(redirect.created_at)}</time>
            </td>
            <td className="admin-table__actions">
              <Button variant="ghost" className="button--small" onClick={() => onDelete(redirect)}>
                Delete<span className="visually-hidden"> the redirect from {redirect.from}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
