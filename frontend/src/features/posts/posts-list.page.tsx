import { useState } from 'react';
import { useAdminPostsQuery, useDeletePostMutation, type AdminPost } from './api';
import { ButtonLink } from '../../components/button.component';
import { ListSearch } from '../../components/list-search.component';
import { PagedList } from '../../components/paged-list.component';
import { paths } from '../../config/paths';
import { useListSearch } from '../../hooks/use-list-search.hook';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useShowsTokenRejection } from '../../hooks/use-shows-token-rejection.hook';
import { errorMessage } from '../../lib/api-error';
import { PostsListError } from './posts-list-error.component';
import { PostsTable } from './posts-table.component';
import { SampleStoriesAction, type SampleStoriesOutcome } from './sample-stories-action.component';
import './posts.css';

export const POSTS_PAGE_SIZE = 20;

export function PostsListPage() {
  usePageTitle('Posts');
  // A rejected token shows the spec's 'Admin access required' here rather than a trip to /admin.
  useShowsTokenRejection();
  // The server matches `q` against the title and the Markdown text, case-insensitively.
  const search = useListSearch();
  const { q } = search;
  const [deletePost] = useDeletePostMutation();
  const [samples, setSamples] = useState<SampleStoriesOutcome | null>(null);
  const list = usePagedList({
    filter: q,
    pageSize: POSTS_PAGE_SIZE,
    usePage: (page) => useAdminPostsQuery({ page, limit: POSTS_PAGE_SIZE, q }),
    remove: (post: AdminPost) => deletePost(post.id).unwrap(),
    deleteFailedText: (_post, failure) => `Failed to delete post: ${errorMessage(failure)}`,
  });

  return (
    <section className="page posts-page" aria-labelledby="page-title">
      <header className="toolbar screen-header">
        <h1 id="page-title" ref={list.headingRef} tabIndex={-1}>
          Posts
        </h1>
        <div className="button-row">
          <SampleStoriesAction onOutcome={setSamples} />
          <ButtonLink to={paths.dashboard.newPost.href()}>New Post</ButtonLink>
        </div>
      </header>
      <p role="status" className={samples ? `notice posts-page__samples${samples.failed ? ' notice--error' : ''}` : 'visually-hidden'}>
        {samples?.text}
      </p>
      <ListSearch className="posts-page__search" label="Search posts" search={search} onType={list.clearDeleteError} />
      <PagedList
        list={list}
        noun="posts"
        empty={q ? 'No posts match your search' : 'No posts found'}
        failure={(error) => <PostsListError error={error} onRetry={() => void list.refetch()} />}
        announceLoading
        confirm={(post) => ({ title: 'Delete Post', message: `Delete "${post.title || 'Untitled Post'}"? This cannot be undone.` })}
      >
        {(page) => <PostsTable posts={page.items} busy={list.isFetching} onDelete={list.askToDelete} />}
      </PagedList>
    </section>
  );
}
