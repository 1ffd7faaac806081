import { useId, useState } from 'react';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_PAGE_SIZE, useDeleteSubscriberMutation, useSubscribersQuery, type Subscriber, type SubscriberStatus } from './api';
import { Button } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { Pager } from '../../components/pager.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { errorMessage } from '../../lib/api-error';
import { SubscriberCounts } from './subscriber-counts.component';
import { SubscribersExport } from './subscribers-export.component';
import { SubscribersTable } from './subscribers-table.component';
import { STATUS_NAMES } from './subscriber-words';

const SEARCH_DELAY_MS = 250;

/** The counts per status, then the readers: search by address, filter by status, page, delete, export. */
export function SubscribersList() {
  const titleId = useId();
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [deleteSubscriber] = useDeleteSubscriberMutation();
  const list = usePagedList({
    filter: `${status}:${q}`,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    usePage: (page) => useSubscribersQuery({ q: q || undefined, status: status || undefined, page }),
    remove: (subscriber: Subscriber) => deleteSubscriber(subscriber.id).unwrap(),
    deleteFailedText: (subscriber, failure) => `Could not delete ${subscriber.email}: ${errorMessage(failure)}`,
    deletedText: (subscriber) => `${subscriber.email} deleted.`,
  });
  const { data, error, isLoading, isFetching, refetch, confirming } = list;

  const filtered = Boolean(q || status);
  let rows;
  if (error) {
    rows = (
      <div className="subscribers-problem">
        <p className="form-error" role="alert">{`Could not load the subscribers: ${errorMessage(error)}`}</p>
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (isLoading || !data) {
    rows = <p className="status-line">Loading subscribers...</p>;
  } else if (data.items.length === 0) {
    rows = <p className="subscribers-empty">{filtered ? 'No subscribers match your search' : 'No subscribers yet'}</p>;
  } else {
    rows = (
      <>
        <p className="subscribers-total">{`${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'subscriber' : 'subscribers'}${filtered ? ' found' : ''}`}</p>
        <SubscribersTable subscribers={data.items} busy={isFetching} onDelete={list.askToDelete} />
        <Pager page={list.page} pageCount={list.pages} onPage={list.setPage} />
      </>
    );
  }

  return (
    <>
      <SubscriberCounts counts={data?.counts} />
      <section className="panel subscribers-panel" aria-labelledby={titleId}>
        <h2 id={titleId} ref={list.headingRef} tabIndex={-1} className="panel__title">
          Readers
        </h2>
        <div className="subscribers-toolbar">
          <div className="subscribers-toolbar__search" role="search">
            <label htmlFor={searchId} className="visually-hidden">
              Search by address
            </label>
            <input
              id={searchId}
              className="input"
              type="search"
              placeholder="Search by address..."
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                list.clearDeleteError();
              }}
            />
          </div>
          <div className="subscribers-toolbar__status">
            <label htmlFor={statusId} className="visually-hidden">
              Status
            </label>
            <select id={statusId} className="input" value={status} onChange={(event) => setStatus(event.target.value as SubscriberStatus | '')}>
              <option value="">All statuses</option>
              {SUBSCRIBER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_NAMES[value]}
                </option>
              ))}
            </select>
          </div>
          <SubscribersExport />
        </div>
        {list.deleteError && (
          <p className="form-error" role="alert">
            {list.deleteError}
          </p>
        )}
        {rows}
        <p className="visually-hidden" role="status">
          {list.announcement}
        </p>
        {confirming && (
          <ConfirmDialog
            title="Delete Subscriber"
            message={`Delete ${confirming.email}? They will no longer receive your posts, and their address is removed from the list.`}
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={list.deleting}
            onConfirm={list.confirmDelete}
            onCancel={list.cancelDelete}
          />
        )}
      </section>
    </>
  );
}
