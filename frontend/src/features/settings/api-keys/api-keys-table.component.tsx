import { AdminTable, RowButton } from '../../../components/admin-table.component';
import { formatUtcDateTime } from '../../../lib/dates';
import type { ApiKey } from './api';

/** Each key with when it was made and last used; never a secret. */
export function ApiKeysTable({ keys, busy, onRevoke }: { keys: ApiKey[]; busy: boolean; onRevoke: (key: ApiKey) => void }) {
  const when = (value: string | null) => (value ? <time dateTime={value}>{formatUtcDateTime(value)}</time> : 'Never');
  return (
    <AdminTable
      className="api-keys-table"
      rows={keys}
      rowKey={(key) => key.id}
      busy={busy}
      title={{ header: 'Name', cell: (key) => key.name }}
      columns={[
        { header: 'Created', cell: (key) => when(key.created_at) },
        { header: 'Last used', cell: (key) => when(key.last_used_at) },
      ]}
      actions={(key) => <RowButton label="Revoke" rowName={`the API key ${key.name}`} onClick={() => onRevoke(key)} />}
    />
  );
}
