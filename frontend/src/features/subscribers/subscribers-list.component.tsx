import { useId, useState } from 'react';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_PAGE_SIZE, useDeleteSubscriberMutation, useSubscribersQuery, type Subscriber, type SubscriberStatus } from './api';
import { ListSearch } from '../../components/list-search.component';
import { PagedList } from '../../components/paged-list.component';
import { Panel } from '../../components/panel.component';
import { useListSearch } from '../../hooks/use-list-search.hook';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { errorMessage } from '../../lib/api-error';
import { SubscriberCounts } from './subscriber-counts.component';
import { SubscribersExport } from './subscribers-export.component';
import { SubscribersTable } from './subscribers-table.component';
import { STATUS_NAMES } from './subscriber-words';

/** The counts per status, then the readers: search by address, filter by status, page, delete, export. */
export function SubscribersList() {
  const statusId = useId();
  const search = useListSearch();
  const { q } = search;
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [deleteSubscriber] = useDeleteSubscriberMutation();
  const list = usePagedList({
    filter: `${status}:${q}`,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    usePage: (page) => useSubscribersQuery({ q: q || undefined, status: status || undefined, page }),
    remove: (subscriber: Subscriber) => deleteSubscriber(subscriber.id).unwrap(),
    deleteFailedText: (subscriber, failure) => `Could not delete ${subscriber.email}: ${errorMessage(failure)}`,
    deletedText: (subscriber) => `${subscriber.email} deleted.`,
  });
  const filtered = Boolean(q || status);

  return (
    <>
      <SubscriberCounts counts={list.data?.counts} />
      <Panel title="Readers" className="subscribers-panel" headingRef={list.headingRef}>
        <div className="subscribers-toolbar">
          <ListSearch className="subscribers-toolbar__search" label="Search by address" search={search} onType={list.clearDeleteError} />
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
        <PagedList
          list={list}
          noun="subscribers"
          empty={filtered ? 'No subscribers match your search' : 'No subscribers yet'}
          confirm={(subscriber) => ({
            title: 'Delete Subscriber',
            message: `Delete ${subscriber.email}? They will no longer receive your posts, and their address is removed from the list.`,
          })}
        >
          {(page) => (
            <>
              <p className="subscribers-total">{`${page.total.toLocaleString('en-US')} ${page.total === 1 ? 'subscriber' : 'subscribers'}${filtered ? ' found' : ''}`}</p>
              <SubscribersTable subscribers={page.items} busy={list.isFetching} onDelete={list.askToDelete} />
            </>
          )}
        </PagedList>
      </Panel>
    </>
  );
}
