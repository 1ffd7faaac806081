import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePublicPostsQuery } from '../../api/public-posts.api';
import { LoadError } from '../../components/message-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { Pager } from '../../components/pager.component';
import { PostGrid } from '../../components/post-card.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { BLOG_PAGE_SIZE, pageCount, parsePage } from '../../lib/paging';

export function BlogListPage() {
  usePageTitle('Blog');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, isError, isFetching } = usePublicPostsQuery({ page, limit: BLOG_PAGE_SIZE });
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (isError) return <LoadError message="Failed to load stories. Please try again later." />;

  const focusHeading = () => headingRef.current?.focus();

  return (
    <section className="listing" aria-labelledby="blog-title">
      <header className="page-header">
        <h1 id="blog-title" ref={headingRef} tabIndex={-1}>
          Blog
        </h1>
        <p className="lead">Every post, newest first.</p>
      </header>
      {!data ? (
        <PageLoader />
      ) : data.items.length === 0 ? (
        <p className="status-line">No stories found</p>
      ) : (
        <PostGrid posts={data.items} hrefFor={paths.blogPost.href} busy={isFetching} />
      )}
      {data && <Pager page={page} pageCount={pageCount(data.total, BLOG_PAGE_SIZE)} hrefFor={paths.blog.href} onFollow={focusHeading} />}
    </section>
  );
}
