import { useState } from 'react';
import { useAdminPostsQuery, useDeletePostMutation, type AdminPost } from './api';
import { ButtonLink } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { Pager } from '../../components/pager.component';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useShowsTokenRejection } from '../../hooks/use-shows-token-rejection.hook';
import { errorMessage } from '../../lib/api-error';
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
  // The server matches `q` against the title and the Markdown text, case-insensitively.
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [deletePost] = useDeletePostMutation();
  const list = usePagedList({
    filter: q,
    pageSize: POSTS_PAGE_SIZE,
    usePage: (page) => useAdminPostsQuery({ page, limit: POSTS_PAGE_SIZE, q }),
    remove: (post: AdminPost) => deletePost(post.id).unwrap(),
    deleteFailedText: (_post, failure) => `Failed to delete post: ${errorMessage(failure)}`,
  });
  const { data, error, isLoading, isFetching, refetch, confirming: deleting } = list;

  return (
    <section className="page posts-page" aria-labelledby="page-title">
      <header className="toolbar screen-header">
        <h1 id="page-title" ref={list.headingRef} tabIndex={-1}>
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
            list.clearDeleteError();
          }}
          placeholder="Search posts..."
        />
      </div>
      {list.deleteError && (
        <p className="form-error posts-page__alert" role="alert">
          {list.deleteError}
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
          <PostsTable posts={data.items} busy={isFetching} onDelete={list.askToDelete} />
          <Pager page={list.page} pageCount={list.pages} onPage={list.setPage} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Post"
          message={`Delete "${deleting.title || 'Untitled Post'}"? This cannot be undone.`}
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
