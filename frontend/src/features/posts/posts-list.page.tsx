import { useEffect, useRef, useState } from 'react';
import { useAdminPostsQuery, useDeletePostMutation, type AdminPost } from './api';
import { ButtonLink } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { Pager } from '../../components/pager.component';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useShowsTokenRejection } from '../../hooks/use-shows-token-rejection.hook';
import { errorMessage } from '../../lib/api-error';
import { pageCount } from '../../lib/paging';
import { PostsListError } from './posts-list-error.component';
import { PostsTable } from './posts-table.component';
import './posts.css';

export const POSTS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

export function PostsListPage() {
  usePageTitle('Posts');
  // A rejected token shows the spec's 'Admin access required' here rather than a trip to /admin.
  useShowsTokenRejection();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletions, setDeletions] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The server matches `q` against the title and the Markdown text, case-insensitively.
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to a search: a new search starts at page 1 without first asking for the old page.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  // A delete failure is about the rows it was shown with: it goes when they change.
  const setPage = (next: number) => {
    setDeleteError(null);
    setPaging({ q, page: next });
  };
  const { data, error, isLoading, isFetching, refetch } = useAdminPostsQuery({ page, limit: POSTS_PAGE_SIZE, q });
  const [deletePost, { isLoading: deleteBusy }] = useDeletePostMutation();
  const pages = data ? pageCount(data.total, POSTS_PAGE_SIZE) : 1;

  // Deleting the last post of the last page would leave an empty page behind.
  useEffect(() => {
    if (data && page > pages) setPaging({ q, page: pages });
  }, [data, page, pages, q]);
  // The deleted row held the focus: give it to the heading rather than to the page's start.
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deletePost(deleting.id).unwrap();
      setDeletions((count) => count + 1);
    } catch (failure) {
      setDeleteError(`Failed to delete post: ${errorMessage(failure)}`);
    }
    setDeleting(null);
  }

  return (
    <section className="page posts-page" aria-labelledby="page-title">
      <header className="toolbar screen-header">
        <h1 id="page-title" ref={headingRef} tabIndex={-1}>
          Posts
        </h1>
        <ButtonLink to={paths.dashboard.newPost.href()}>New Post</ButtonLink>
      </header>
      <div className="posts-page__search" role="search">
        <label htmlFor="posts-search" className="visually-hidden">
          Search posts
        </label>
        <input
          id="posts-search"
          className="input"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setDeleteError(null);
          }}
          placeholder="Search posts..."
        />
      </div>
      {deleteError && (
        <p className="form-error posts-page__alert" role="alert">
          {deleteError}
        </p>
      )}
      {error ? (
        <PostsListError error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <p className="status-line" role="status">
          Loading posts...
        </p>
      ) : data.items.length === 0 ? (
        <p className="posts-page__empty">{q ? 'No posts match your search' : 'No posts found'}</p>
      ) : (
        <>
          <PostsTable posts={data.items} busy={isFetching} onDelete={setDeleting} />
          <Pager page={page} pageCount={pages} onPage={setPage} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Post"
          message={`Delete "${deleting.title || 'Untitled Post'}"? This cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
