import { useDeleteRedirectMutation, useRedirectsQuery, type Redirect } from './api';
import { ListSearch } from '../../components/list-search.component';
import { PagedList } from '../../components/paged-list.component';
import { Panel } from '../../components/panel.component';
import { useListSearch } from '../../hooks/use-list-search.hook';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { errorMessage } from '../../lib/api-error';
import { RedirectForm } from './redirect-form.component';
import { RedirectsTable } from './redirects-table.component';

export const REDIRECTS_PAGE_SIZE = 20;

/** Issue 14 point 3: old addresses that answer with a redirect; search, add and delete. */
export function RedirectsPanel() {
  const search = useListSearch();
  const { q } = search;
  const [deleteRedirect] = useDeleteRedirectMutation();
  const list = usePagedList({
    filter: q,
    pageSize: REDIRECTS_PAGE_SIZE,
    usePage: (page) => useRedirectsQuery({ q: q || undefined, page, limit: REDIRECTS_PAGE_SIZE }),
    remove: (redirect: Redirect) => deleteRedirect(redirect.id).unwrap(),
    deleteFailedText: (_redirect, failure) => `Could not delete the redirect: ${errorMessage(failure)}`,
    deletedText: (redirect) => `Redirect from ${redirect.from} deleted.`,
  });

  return (
    <Panel
      title="Redirects"
      className="panel--stacked transfer-redirects"
      headingRef={list.headingRef}
      intro={
        <>
          Old addresses that send readers on to the new ones. Imports add one for every post&apos;s old address, and a published post whose slug changes
          gets one too.
        </>
      }
    >
      <RedirectForm onAdded={(added) => list.announce(`Redirect from ${added.from} added.`)} />
      <ListSearch className="transfer-search" label="Search redirects" search={search} onType={list.clearDeleteError} />
      <PagedList
        list={list}
        noun="redirects"
        empty={q ? 'No redirects match your search' : 'No redirects yet'}
        confirm={(redirect) => ({
          title: 'Delete Redirect',
          message: `Delete the redirect from ${redirect.from} to ${redirect.to}? Links to ${redirect.from} will stop working.`,
        })}
      >
        {(page) => <RedirectsTable redirects={page.items} busy={list.isFetching} onDelete={list.askToDelete} />}
      </PagedList>
    </Panel>
  );
}
