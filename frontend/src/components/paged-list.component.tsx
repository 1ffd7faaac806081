import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.component';
import { ListState } from './list-state.component';
import { Pager } from './pager.component';
import type { PagedList as PagedListState } from '../hooks/use-paged-list.hook';

interface PagedListProps<Item, Page extends { total: number; items: readonly Item[] }> {
  /** The list's `usePagedList`. */
  list: PagedListState<Item, Page>;
  /** What the list holds, plural (ListState). */
  noun: string;
  empty: string;
  failure?: (error: unknown) => ReactNode;
  announceLoading?: boolean;
  /** What the confirmation dialog asks before the item is deleted (its button says Delete unless told otherwise). */
  confirm: (item: Item) => { title: string; message: string; confirmLabel?: string; busyLabel?: string };
  /** The page's rows (a table, and what goes above it); the pager follows. */
  children: (page: Page) => ReactNode;
}

/**
 * The body of an admin list under its search (posts, subscribers, redirects): a failed delete's alert,
 * the page in its states and the pager, the status region when the list has one, and the dialog that
 * confirms a delete.
 */
export function PagedList<Item, Page extends { total: number; items: readonly Item[] }>(props: PagedListProps<Item, Page>) {
  const { list, noun, empty, failure, announceLoading, confirm, children } = props;
  const asked = list.confirming && confirm(list.confirming);
  return (
    <>
      {list.deleteError && (
        <p className="form-error list-alert" role="alert">
          {list.deleteError}
        </p>
      )}
      <ListState query={list} noun={noun} empty={empty} failure={failure} announceLoading={announceLoading}>
        {(page) => (
          <>
            {children(page)}
            <Pager page={list.page} pageCount={list.pages} onPage={list.setPage} />
          </>
        )}
      </ListState>
      {list.announces && (
        <p className="visually-hidden" role="status">
          {list.announcement}
        </p>
      )}
      {asked && (
        <ConfirmDialog
          title={asked.title}
          message={asked.message}
          confirmLabel={asked.confirmLabel ?? 'Delete'}
          busyLabel={asked.busyLabel ?? 'Deleting...'}
          busy={list.deleting}
          onConfirm={list.confirmDelete}
          onCancel={list.cancelDelete}
        />
      )}
    </>
  );
}
