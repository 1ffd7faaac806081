import { useEffect, useId, useRef, useState } from 'react';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_PAGE_SIZE, useDeleteSubscriberMutation, useSubscribersQuery, type Subscriber, type SubscriberStatus } from './api';
import { Button } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { Pager } from '../../components/pager.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { errorMessage } from '../../lib/api-error';
import { pageCount } from '../../lib/paging';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to a search and a filter: a new one starts at page 1.
  const filter = `${status}:${q}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const { data, error, isLoading, isFetching, refetch } = useSubscribersQuery({ q: q || undefined, status: status || undefined, page });
  const [deleteSubscriber, { isLoading: deleting }] = useDeleteSubscriberMutation();
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletions, setDeletions] = useState(0);
  const pages = data ? pageCount(data.total, SUBSCRIBERS_PAGE_SIZE) : 1;

  // Deleting the last reader of the last page would leave an empty page behind.
  useEffect(() => {
    if (data && page > pages) setPaging({ filter, page: pages });
  }, [data, page, pages, filter]);

  // The row that held the focus is gone: the heading takes it rather than the page's start.
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  async function confirmDelete() {
    if (!confirming) return;
    setDeleteError(null);
    try {
      await deleteSubscriber(confirming.id).unwrap();
      setAnnouncement(`${confirming.email} deleted.`);
    } catch (failure) {
      setDeleteError(`Could not delete ${confirming.email}: ${errorMessage(failure)}`);
    }
    setConfirming(null);
    setDeletions((count) => count + 1);
  }

  const filtered = Boolean(q || status);
  let list;
  if (error) {
    list = (
      <div className="subscribers-problem">
        <p className="form-error" role="alert">{`Could not load the subscribers: ${errorMessage(error)}`}</p>
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (isLoading || !data) {
    list = <p className="status-line">Loading subscribers...</p>;
  } else if (data.items.length === 0) {
    list = <p className="subscribers-empty">{filtered ? 'No subscribers match your search' : 'No subscribers yet'}</p>;
  } else {
    list = (
      <>
        <p className="subscribers-total">{`${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'subscriber' : 'subscribers'}${filtered ? ' found' : ''}`}</p>
        <SubscribersTable subscribers={data.items} busy={isFetching} onDelete={setConfirming} />
        <Pager page={page} pageCount={pages} onPage={(next) => setPaging({ filter, page: next })} />
      </>
    );
  }

  return (
    <>
      <SubscriberCounts counts={data?.counts} />
      <section className="panel subscribers-panel" aria-labelledby={titleId}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="panel__title">
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
                setDeleteError(null);
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
        {deleteError && (
          <p className="form-error" role="alert">
            {deleteError}
          </p>
        )}
        {list}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {confirming && (
          <ConfirmDialog
            title="Delete Subscriber"
            message={`Delete ${confirming.email}? They will no longer receive your posts, and their address is removed from the list.`}
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={deleting}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setConfirming(null)}
          />
        )}
      </section>
    </>
  );
}
