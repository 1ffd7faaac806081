import { useParams } from 'react-router-dom';
import { useAdminPostQuery, type AdminPost } from '../../api/admin-posts.api';
import { ButtonLink } from '../../components/button.component';
import { CoverImage } from '../../components/cover-image.component';
import { MessageScreen } from '../../components/message-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { formatLongDate } from '../../lib/dates';
import { PostStatusLabel } from './post-status.component';
import './posts.css';

/** The post as readers will get it, whatever its status; /posts/{id}/preview, outside the dashboard. */
export function PostPreviewPage() {
  const { id = '' } = useParams();
  const { currentData: post, error } = useAdminPostQuery(id);
  usePageTitle(post ? `Preview: ${post.title || 'Untitled Post'}` : error ? 'Preview Not Available' : 'Preview');

  if (post) return <PostPreview post={post} />;
  if (error) {
    return (
      <MessageScreen title="Preview Not Available" message="Failed to load post preview. Please try again later." role="alert">
        <ButtonLink to={paths.dashboard.posts.href()}>Back to Posts</ButtonLink>
      </MessageScreen>
    );
  }
  return <PageLoader />;
}

function PostPreview({ post }: { post: AdminPost }) {
  const editHref = paths.dashboard.editPost.href(post.id);
  // content_html is the server's sanitised rendering of the Markdown (older servers send it as content).
  const html = post.content_html || post.content;
  return (
    <div className="post-preview">
      <aside className="preview-banner" aria-label="Preview Mode">
        <p className="preview-banner__label">
          <strong>Preview Mode</strong>
          <PostStatusLabel status={post.status} />
        </p>
        <ButtonLink to={editHref} variant="secondary">
          Back to Editor
        </ButtonLink>
      </aside>
      <article className="post" aria-labelledby="post-title">
        <CoverImage src={post.cover_image_url} alt={post.cover_image_alt} eager className="post__cover" />
        <header className="post__header">
          <h1 id="post-title">{post.title || 'Untitled Post'}</h1>
          <p className="post-meta">
            <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
          </p>
          {post.labels.length > 0 && (
            <ul className="tag-list" aria-label="Labels">
              {post.labels.map((label) => (
                <li key={label.id}>
                  <span className="tag">{label.name}</span>
                </li>
              ))}
            </ul>
          )}
          {post.excerpt && <p className="post-preview__excerpt">{post.excerpt}</p>}
        </header>
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        <footer className="post__footer post-preview__footer">
          <p>This is how your story will appear to readers.</p>
          <ButtonLink to={editHref}>Continue Editing</ButtonLink>
        </footer>
      </article>
    </div>
  );
}
