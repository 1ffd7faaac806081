import { useId, useState } from 'react';
import { useDeleteRedirectMutation, useRedirectsQuery, type Redirect } from './api';
import { Button } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { Pager } from '../../components/pager.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { errorMessage } from '../../lib/api-error';
import { RedirectForm } from './redirect-form.component';
import { RedirectsTable } from './redirects-table.component';

export const REDIRECTS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

/** Issue 14 point 3: old addresses that answer with a redirect; search, add and delete. */
export function RedirectsPanel() {
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [deleteRedirect] = useDeleteRedirectMutation();
  const list = usePagedList({
    filter: q,
    pageSize: REDIRECTS_PAGE_SIZE,
    usePage: (page) => useRedirectsQuery({ q: q || undefined, page, limit: REDIRECTS_PAGE_SIZE }),
    remove: (redirect: Redirect) => deleteRedirect(redirect.id).unwrap(),
    deleteFailedText: (_redirect, failure) => `Could not delete the redirect: ${errorMessage(failure)}`,
    deletedText: (redirect) => `Redirect from ${redirect.from} deleted.`,
  });
  const { data, error, isLoading, isFetching, refetch, confirming } = list;

  let rows;
  if (error) {
    rows = (
      <div className="transfer-problem">
        <p className="form-error" role="alert">{`Could not load the redirects: ${errorMessage(error)}`}</p>
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (isLoading || !data) {
    rows = <p className="status-line">Loading redirects...</p>;
  } else if (data.items.length === 0) {
    rows = <p className="transfer-empty">{q ? 'No redirects match your search' : 'No redirects yet'}</p>;
  } else {
    rows = (
      <>
        <RedirectsTable redirects={data.items} busy={isFetching} onDelete={list.askToDelete} />
        <Pager page={list.page} pageCount={list.pages} onPage={list.setPage} />
      </>
    );
  }

  return (
    <section className="panel transfer-panel transfer-redirects" aria-labelledby={titleId}>
      <h2 id={titleId} ref={list.headingRef} tabIndex={-1} className="panel__title">
        Redirects
      </h2>
      <p className="transfer-panel__intro">
        Old addresses that send readers on to the new ones. Imports add one for every post&apos;s old address, and a published post whose slug changes
        gets one too.
      </p>
      <RedirectForm onAdded={(added) => list.announce(`Redirect from ${added.from} added.`)} />
      <div className="transfer-search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search redirects
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder="Search redirects..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            list.clearDeleteError();
          }}
        />
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
          title="Delete Redirect"
          message={`Delete the redirect from ${confirming.from} to ${confirming.to}? Links to ${confirming.from} will stop working.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={list.deleting}
          onConfirm={list.confirmDelete}
          onCancel={list.cancelDelete}
        />
      )}
    </section>
  );
}
