import { useEffect, useRef } from 'react';
import { usePublicPostsQuery } from '../../api/public-posts.api';
import { ButtonLink } from '../../components/button.component';
import { LoadError, MessageScreen } from '../../components/message-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { Pager } from '../../components/pager.component';
import { PostGrid } from '../../components/post-card.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { pageCount, STORIES_PAGE_SIZE } from '../../lib/paging';
import { StoriesFiltersBar } from './stories-filters.component';
import { useStoriesParams } from './use-stories-params.hook';

export function StoriesPage() {
  usePageTitle('Stories');
  const { filters, update } = useStoriesParams();
  const { q, tag, page } = filters;
  // Search is case-insensitive (spec section 5): lowercase once so that 'Walk' and 'walk' share a cache entry.
  const { data, currentData, isError, isFetching } = usePublicPostsQuery({
    page,
    limit: STORIES_PAGE_SIZE,
    q: q.toLowerCase() || undefined,
    tag: tag || undefined,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // While new results load, the previous ones stay on screen (marked busy), and so does their pager.
  const pages = data ? pageCount(data.total, STORIES_PAGE_SIZE) : undefined;
  const pastTheEnd = currentData !== undefined && page > pageCount(currentData.total, STORIES_PAGE_SIZE);

  // A page past the end (an old link, fewer stories since) shows the last page instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: pages }, { replace: true });
  }, [pastTheEnd, pages, update]);

  const focusHeading = () => headingRef.current?.focus();

  const filtered = Boolean(q || tag);
  let results;
  if (isError) {
    results = <LoadError level={2} message="Failed to load stories. Please try again later." />;
  } else if (!data || pastTheEnd) {
    results = <PageLoader />;
  } else if (data.items.length === 0) {
    results = (
      <MessageScreen level={2} title="No stories found" message={filtered ? 'Try other words or another tag.' : undefined}>
        {filtered && (
          <ButtonLink to={paths.stories.href()} onClick={focusHeading}>
            Clear all filters
          </ButtonLink>
        )}
      </MessageScreen>
    );
  } else {
    results = <PostGrid posts={data.items} hrefFor={paths.story.href} busy={isFetching} />;
  }

  return (
    <section className="listing" aria-labelledby="stories-title">
      <header className="page-header">
        <h1 id="stories-title" ref={headingRef} tabIndex={-1}>
          Stories
        </h1>
        <p className="lead">Personal essays and notes, searchable and grouped by tag.</p>
      </header>
      <StoriesFiltersBar filters={filters} onChange={update} />
      {results}
      {!isError && pages !== undefined && !pastTheEnd && (
        <Pager page={page} pageCount={pages} hrefFor={(next) => paths.stories.filtered({ q, tag, page: next })} onFollow={focusHeading} />
      )}
    </section>
  );
}
