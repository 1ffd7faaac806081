import type { ReactNode } from 'react';
import type { PublicPost } from '../api/public-posts.api';
import { CoverImage } from './cover-image.component';
import { PostMeta } from './post-meta.component';
import { TagList } from './tag-list.component';

/**
 * A post for reading: cover, title, date, tags and the article HTML. `content` is HTML the server
 * rendered from Markdown and sanitised with an allowlist when the post was written.
 */
export function PostArticle({ post, footer }: { post: PublicPost; footer?: ReactNode }) {
  return (
    <article className="post" aria-labelledby="post-title">
      <CoverImage src={post.image_url} alt={post.image_alt} eager className="post__cover" />
      <header className="post__header">
        <h1 id="post-title">{post.title}</h1>
        <PostMeta post={post} />
        <TagList tags={post.tags} />
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.content }} />
      {footer && <footer className="post__footer">{footer}</footer>}
    </article>
  );
}
