import { Link } from 'react-router-dom';
import type { PublicPostSummary } from '../api/public-posts.api';
import { CoverImage } from './cover-image.component';
import { PostMeta } from './post-meta.component';
import { TagList } from './tag-list.component';

interface PostCardProps {
  post: PublicPostSummary;
  href: string;
  eagerCover?: boolean;
}

/** One post in a list: cover, title (the card's link), date, excerpt and tags. */
export function PostCard({ post, href, eagerCover = false }: PostCardProps) {
  const titleId = `post-card-${post.id}`;
  return (
    <article className="post-card" aria-labelledby={titleId}>
      <CoverImage src={post.image_url} alt={post.image_alt} widths={post} layout="card" eager={eagerCover} className="post-card__cover" />
      <div className="post-card__body">
        <h2 id={titleId} className="post-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <PostMeta post={post} />
        {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
        <TagList tags={post.tags} />
      </div>
    </article>
  );
}

interface PostGridProps {
  posts: PublicPostSummary[];
  hrefFor: (slug: string) => string;
  /** True while the next page or filter loads: the current cards stay, dimmed. */
  busy?: boolean;
}

export function PostGrid({ posts, hrefFor, busy = false }: PostGridProps) {
  // The first cover is the one a reader sees first, whichever card carries it (as the server marks it).
  const firstCover = posts.findIndex((post) => post.image_url);
  return (
    <div className="post-grid" aria-busy={busy}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} href={hrefFor(post.slug)} eagerCover={index === firstCover} />
      ))}
    </div>
  );
}
