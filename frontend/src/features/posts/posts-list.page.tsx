import { useRef, useState } from 'react';
import { useAdminPostsQuery, useDeletePostMutation, type AdminPostSummary } from './api';
import { ButtonLink } from '../../components/button.component';
import { ListSearch } from '../../components/list-search.component';
import { PagedList } from '../../components/paged-list.component';
import { paths } from '../../config/paths';
import { usePagedList } from '../../hooks/use-paged-list.hook';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useShowsTokenRejection } from '../../hooks/use-shows-token-rejection.hook';
import { errorMessage } from '../../lib/api-error';
import { type BulkNotice, PostsBulkBar } from './posts-bulk-bar.component';
import { PostsBulkNotice } from './posts-bulk-notice.component';
import { PostsFilters } from './posts-filters.component';
import { isFiltered, searchOfView } from './posts-list-url';
import { PostsListError } from './posts-list-error.component';
import { PostsTable } from './posts-table.component';
import { SampleStoriesAction, type SampleStoriesOutcome } from './sample-stories-action.component';
import { usePostsListView, useViewText } from './use-posts-list-view.hook';
import { useRowSelection } from './use-row-selection.hook';
import './posts.css';

export const POSTS_PAGE_SIZE = 20;

export function PostsListPage() {
  usePageTitle('Posts');
  // A rejected token shows the spec's 'Admin access required' here rather than a trip to /admin.
  useShowsTokenRejection();
  const { view, change } = usePostsListView();
  // The server matches `q` against the title and the Markdown text, case-insensitively; `title` against the title alone.
  const search = useViewText('q', view, change);
  const title = useViewText('title', view, change);
  const tag = useViewText('tag', view, change);
  const filter = searchOfView(view).toString();
  const [deletePost] = useDeletePostMutation();
  const [samples, setSamples] = useState<SampleStoriesOutcome | null>(null);
  const [notice, setNotice] = useState<BulkNotice | null>(null);
  const list = usePagedList({
    filter,
    pageSize: POSTS_PAGE_SIZE,
    usePage: (page) => useAdminPostsQuery({ page, limit: POSTS_PAGE_SIZE, ...view }),
    remove: async (post: AdminPostSummary) => {
      await deletePost(post.id).unwrap();
      setNotice({ text: `Deleted "${post.title || 'Untitled Post'}".`, failures: [], failed: false, deleted: [post.id] });
    },
    deleteFailedText: (_post, failure) => `Failed to delete post: ${errorMessage(failure)}`,
    // The notice's Undo takes it.
    focusHeadingAfterDelete: false,
  });
  const items = list.data?.items ?? [];
  const selection = useRowSelection(`${filter}#${list.page}`, items.map((post) => post.id));
  // Titles of every post shown this visit: a notice names posts that have left the page (deleted, moved by a filter).
  const titles = useRef(new Map<string, string>());
  for (const post of items) titles.current.set(post.id, post.title || 'Untitled Post');
  const titleOf = (id: string) => titles.current.get(id) ?? id;
  const changed = () => {
    list.clearDeleteError();
    setNotice(null);
  };

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
      <ListSearch className="posts-page__search" label="Search posts" search={search} onType={changed} />
      <PostsFilters view={view} change={change} title={title} tag={tag} onChange={changed} />
      <PostsBulkNotice notice={notice} titleOf={titleOf} onNotice={setNotice} />
      <PostsBulkBar
        selected={selection.selected}
        titleOf={titleOf}
        onNotice={(next) => {
          setNotice(next);
          selection.clear();
        }}
      />
      <PagedList
        list={list}
        noun="posts"
        empty={isFiltered(view) ? 'No posts match your search' : 'No posts found'}
        failure={(error) => <PostsListError error={error} onRetry={() => void list.refetch()} />}
        announceLoading
        confirm={(post) => ({ title: 'Delete Post', message: `Delete "${post.title || 'Untitled Post'}"? You can undo this for a while after.` })}
      >
        {(page) => <PostsTable posts={page.items} busy={list.isFetching} onDelete={list.askToDelete} selection={selection} />}
      </PagedList>
    </section>
  );
}
