import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNotFoundOnServer } from '../../api/initial-data';
import { usePublicPostsQuery } from '../../api/public-posts.api';
import { LoadError } from '../../components/message-screen.component';
import { NotFoundScreen } from '../../components/not-found-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { Pager } from '../../components/pager.component';
import { PostGrid } from '../../components/post-card.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { BLOG_PAGE_SIZE, pageCount, parsePage } from '../../lib/paging';
import { tagSlug } from '../../lib/tag-slug';

/** Under the heading, as the server writes it (backend/src/site/tag.markup.ts). */
const lead = (name: string) => `Every post tagged “${name}”, newest first.`;

/**
 * `/tag/{slug}`: the blog's list of one tag, paged as the blog is, in the markup the server draws for
 * it. The tag's name is the one its posts carry; a tag no published post carries is Page Not Found.
 */
export function TagPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const wanted = tagSlug(slug);
  const missingOnServer = useNotFoundOnServer();
  const { data, isError, isFetching } = usePublicPostsQuery({ page, limit: BLOG_PAGE_SIZE, tag: wanted }, { skip: missingOnServer });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = data?.items.flatMap((post) => post.tags).find((tag) => tagSlug(tag) === wanted) ?? slug;
  const missing = missingOnServer || data?.total === 0;
  usePageTitle(missing ? 'Page Not Found' : data ? name : '');

  if (missing) return <NotFoundScreen />;
  if (isError) return <LoadError message="Failed to load stories. Please try again later." />;
  if (!data) return <PageLoader />;

  return (
    <section className="listing" aria-labelledby="tag-title">
      <header className="page-header">
        <h1 id="tag-title" ref={headingRef} tabIndex={-1}>
          {name}
        </h1>
        <p className="lead">
          {/* One text node, as the server's: two would not hydrate onto it. */}
          {`${lead(name)} `}
          <a href={paths.tag.feed(wanted)}>RSS feed</a>
        </p>
      </header>
      {data.items.length === 0 ? (
        <p className="status-line">No stories found</p>
      ) : (
        <PostGrid posts={data.items} hrefFor={paths.blogPost.href} busy={isFetching} />
      )}
      <Pager
        page={page}
        pageCount={pageCount(data.total, BLOG_PAGE_SIZE)}
        hrefFor={(to) => paths.tag.href(wanted, to)}
        onFollow={() => headingRef.current?.focus()}
      />
    </section>
  );
}
