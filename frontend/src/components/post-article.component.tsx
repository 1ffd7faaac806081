import type { ReactNode } from 'react';
import type { PublicPost } from '../api/public-posts.api';
import { AuthorCard } from './author-card.component';
import { CoverImage } from './cover-image.component';
import { PostBody } from './post-body.component';
import { PostMeta } from './post-meta.component';
import { SubscribeForm } from './subscribe-form.component';
import { TagList } from './tag-list.component';

interface PostArticleProps {
  post: PublicPost;
  footer?: ReactNode;
  /**
   * The admin preview's labels: shown as plain tags (the stories browser does not list drafts), in
   * place of the tag links readers get.
   */
  labels?: string[];
  /** The admin preview shows the excerpt under the title; readers' pages do not. */
  excerpt?: string;
  /** The admin preview hides a cover that fails to load (spec); readers' pages keep its box. */
  coverWhenBroken?: 'placeholder' | 'hide';
  /** Readers' pages end with the subscribe box; the admin preview does not. */
  subscribe?: boolean;
}

/**
 * A post for reading: cover, title, date, tags and the article HTML. `content` is HTML the server
 * rendered from Markdown and sanitised with an allowlist when the post was written. The server
 * renders readers' pages with the same markup (backend/src/site/article.markup.ts).
 */
export function PostArticle({ post, footer, labels, excerpt, coverWhenBroken, subscribe }: PostArticleProps) {
  // The subscribe box follows the article rather than ending it: its heading is not one of the post's.
  return (
    <>
      <article className="post" aria-labelledby="post-title">
        <CoverImage src={post.image_url} alt={post.image_alt} widths={post} layout="article" eager className="post__cover" whenBroken={coverWhenBroken} />
        <header className="post__header">
          <h1 id="post-title">{post.title}</h1>
          <PostMeta post={post} />
          {labels ? <Labels labels={labels} /> : <TagList tags={post.tags} />}
          {excerpt && <p className="post__excerpt">{excerpt}</p>}
        </header>
        <PostBody html={post.content} />
        {/* Readers' pages name the author, as the server draws them. */}
        {footer && (
          <footer className="post__footer">
            {subscribe && <AuthorCard />}
            {footer}
          </footer>
        )}
      </article>
      {subscribe && <SubscribeForm place="article" />}
    </>
  );
}

function Labels({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Labels">
      {labels.map((label) => (
        <li key={label}>
          <span className="tag">{label}</span>
        </li>
      ))}
    </ul>
  );
}
