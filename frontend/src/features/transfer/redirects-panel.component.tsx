import { useEffect, useId, useRef, useState } from 'react';
import { useDeleteRedirectMutation, useRedirectsQuery, type Redirect } from './api';
import { Button } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { Pager } from '../../components/pager.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { errorMessage } from '../../lib/api-error';
import { pageCount } from '../../lib/paging';
import { RedirectForm } from './redirect-form.component';
import { RedirectsTable } from './redirects-table.component';

export const REDIRECTS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

/** Issue 14 point 3: old addresses that answer with a redirect; search, add and delete. */
export function RedirectsPanel() {
  const titleId = useId();
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to a search: a new search starts at page 1.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const { data, error, isLoading, isFetching, refetch } = useRedirectsQuery({ q: q || undefined, page, limit: REDIRECTS_PAGE_SIZE });
  const [deleteRedirect, { isLoading: deleting }] = useDeleteRedirectMutation();
  const [confirming, setConfirming] = useState<Redirect | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletions, setDeletions] = useState(0);
  const pages = data ? pageCount(data.total, REDIRECTS_PAGE_SIZE) : 1;

  // Deleting the last redirect of the last page would leave an empty page behind.
  useEffect(() => {
    if (data && page > pages) setPaging({ q, page: pages });
  }, [data, page, pages, q]);

  // The row that held the focus is going: the heading takes it rather than the page's start.
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  async function confirmDelete() {
    if (!confirming) return;
    setDeleteError(null);
    try {
      await deleteRedirect(confirming.id).unwrap();
      setAnnouncement(`Redirect from ${confirming.from} deleted.`);
    } catch (failure) {
      setDeleteError(`Could not delete the redirect: ${errorMessage(failure)}`);
    }
    setConfirming(null);
    setDeletions((count) => count + 1);
  }

  let list;
  if (error) {
    list = (
      <div className="transfer-problem">
        <p className="form-error" role="alert">{`Could not load the redirects: ${errorMessage(error)}`}</p>
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (isLoading || !data) {
    list = <p className="status-line">Loading redirects...</p>;
  } else if (data.items.length === 0) {
    list = <p className="transfer-empty">{q ? 'No redirects match your search' : 'No redirects yet'}</p>;
  } else {
    list = (
      <>
        <RedirectsTable redirects={data.items} busy={isFetching} onDelete={setConfirming} />
        <Pager page={page} pageCount={pages} onPage={(next) => setPaging({ q, page: next })} />
      </>
    );
  }

  return (
    <section className="panel transfer-panel transfer-redirects" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="panel__title">
        Redirects
      </h2>
      <p className="transfer-panel__intro">
        Old addresses that send readers on to the new ones. Imports add one for every post&apos;s old address, and a published post whose slug changes
        gets one too.
      </p>
      <RedirectForm onAdded={(added) => setAnnouncement(`Redirect from ${added.from} added.`)} />
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
            setDeleteError(null);
          }}
        />
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
          title="Delete Redirect"
          message={`Delete the redirect from ${confirming.from} to ${confirming.to}? Links to ${confirming.from} will stop working.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
