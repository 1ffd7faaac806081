import { Link } from 'react-router-dom';
import { usePublicPostsQuery } from '../../api/public-posts.api';
import { paths } from '../../config/paths';
import { useSiteIdentity } from '../../hooks/use-site-identity.hook';
import { formatLongDate } from '../../lib/dates';
import { BLOG_PAGE_SIZE } from '../../lib/paging';

const SHOWN = 3;

/**
 * The newest posts as plain links. It asks for the blog's first page, so that going on to /blog
 * needs no second request; while loading or on failure it shows nothing (the home page stands alone).
 */
export function LatestPosts() {
  const { data } = usePublicPostsQuery({ page: 1, limit: BLOG_PAGE_SIZE });
  const { time_zone } = useSiteIdentity();
  const posts = data?.items.slice(0, SHOWN) ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="latest" aria-labelledby="latest-title">
      <h2 id="latest-title">Latest posts</h2>
      <ul className="latest__list">
        {posts.map((post) => {
          const date = post.published_at ?? post.created_at;
          return (
            <li key={post.id} className="latest__item">
              <time dateTime={date}>{formatLongDate(date, time_zone)}</time>
              <Link to={paths.blogPost.href(post.slug)}>{post.title}</Link>
              {post.excerpt && <p>{post.excerpt}</p>}
            </li>
          );
        })}
      </ul>
      <p className="latest__more">
        <Link to={paths.blog.href()}>All posts</Link>
      </p>
    </section>
  );
}
