import { useEffect, useRef, useState } from 'react';
import { pageCount } from '../lib/paging';

/** What a list's RTK Query hook answers, as far as the paged list needs it. */
export interface PagedListQuery<Page> {
  data?: Page;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListOptions<Item, Page> {
  /** The search and filters the pages belong to: when it changes, the list starts again at page 1. */
  filter: string;
  pageSize: number;
  /** The list's query hook, called for the page shown. */
  usePage: (page: number) => PagedListQuery<Page>;
  /** Deletes an item, rejecting when it could not (a mutation's `unwrap()`). */
  remove: (item: Item) => Promise<unknown>;
  /** The alert shown when a delete fails. */
  deleteFailedText: (item: Item, failure: unknown) => string;
  /** What the list's status region announces once an item is deleted, when it has one. */
  deletedText?: (item: Item) => string;
  /** False when what `remove` shows takes the focus itself (an Undo); the heading takes it otherwise. */
  focusHeadingAfterDelete?: boolean;
}

/**
 * An admin list (posts, subscribers, redirects): a page per search, a delete confirmed in a dialog,
 * and what follows one: the page stays within the list, the heading takes the focus the deleted row
 * held, and a failure shows until the rows or the search change.
 */
export function usePagedList<Item, Page extends { total: number }>(options: PagedListOptions<Item, Page>) {
  const { filter, pageSize, usePage, remove, deleteFailedText, deletedText, focusHeadingAfterDelete = true } = options;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page belongs to a search: a new one starts at page 1 without first asking for the old page.
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const query = usePage(page);
  const pages = query.data ? pageCount(query.data.total, pageSize) : 1;
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deletions, setDeletions] = useState(0);

  // Deleting the last item of the last page would leave an empty page behind.
  useEffect(() => {
    if (query.data && page > pages) setPaging({ filter, page: pages });
  }, [query.data, page, pages, filter]);

  // The deleted row held the focus: give it to the heading rather than to the page's start.
  useEffect(() => {
    if (deletions > 0 && focusHeadingAfterDelete) headingRef.current?.focus();
  }, [deletions, focusHeadingAfterDelete]);

  /** A delete failure is about the rows it was shown with: it goes when they change. */
  function setPage(next: number) {
    setDeleteError(null);
    setPaging({ filter, page: next });
  }

  async function confirmDelete() {
    if (!confirming) return;
    setDeleteError(null);
    setDeleting(true);
    try {
      await remove(confirming);
      if (deletedText) setAnnouncement(deletedText(confirming));
      setDeletions((count) => count + 1);
    } catch (failure) {
      setDeleteError(deleteFailedText(confirming, failure));
    } finally {
      setDeleting(false);
    }
    setConfirming(null);
  }

  return {
    ...query,
    page,
    pages,
    setPage,
    headingRef,
    /** The item the confirmation dialog asks about, or null when it is closed. */
    confirming,
    askToDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    confirmDelete: () => void confirmDelete(),
    deleting,
    deleteError,
    clearDeleteError: () => setDeleteError(null),
    /** Whether the list has a status region for what it announces (it has when it says what a delete did). */
    announces: Boolean(deletedText),
    announcement,
    announce: setAnnouncement,
  };
}

/** What `usePagedList` answers: the list's page, its query and its delete. */
export type PagedList<Item, Page extends { total: number }> = ReturnType<typeof usePagedList<Item, Page>>;
