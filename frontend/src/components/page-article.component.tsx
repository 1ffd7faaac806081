import type { PublicPost } from '../api/public-posts.api';
import { CoverImage } from './cover-image.component';
import { PostBody } from './post-body.component';

/**
 * A page (About, Now): cover, title and the page's HTML, without the date, tags or way back a post
 * has. The server draws readers' pages with the same markup (backend/src/site/article.markup.ts).
 */
export function PageArticle({ post }: { post: PublicPost }) {
  return (
    <article className="post post--page" aria-labelledby="post-title">
      <CoverImage src={post.image_url} alt={post.image_alt} widths={post} layout="article" eager className="post__cover" />
      <header className="post__header">
        <h1 id="post-title">{post.title}</h1>
      </header>
      <PostBody html={post.content} />
    </article>
  );
}
