import type { PublicPostSummary } from '../api/public-posts.api';
import { useSiteIdentity } from '../hooks/use-site-identity.hook';
import { formatLongDate } from '../lib/dates';

/** The date a post went out (its creation date for older rows without one) and its reading time. */
export function PostMeta({ post }: { post: PublicPostSummary }) {
  const date = post.published_at ?? post.created_at;
  const { time_zone } = useSiteIdentity();
  return (
    <p className="post-meta">
      <time dateTime={date}>{formatLongDate(date, time_zone)}</time>
      {post.reading_time_minutes > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{`${post.reading_time_minutes} min read`}</span>
        </>
      )}
    </p>
  );
}
