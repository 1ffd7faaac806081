import { useParams } from 'react-router-dom';
import { useAdminPostQuery, type AdminPost } from './api';
import type { PublicPost } from '../../api/public-posts.api';
import { ButtonLink } from '../../components/button.component';
import { MessageScreen } from '../../components/message-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { PostArticle } from '../../components/post-article.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { PostStatusLabel } from './post-status.component';
import { scheduledForText } from './schedule/local-time';
import '../../components/admin.css';
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

/**
 * The admin post in the shape the readers' article takes: its cover fields, 'Untitled Post' for a
 * blank title, the sanitised HTML, and the created date (spec §2 "Post preview").
 */
function asArticle(post: AdminPost): PublicPost {
  return {
    ...post,
    title: post.title || 'Untitled Post',
    // content_html is the server's sanitised rendering of the Markdown (older servers send it as content).
    content: post.content_html || post.content,
    image_url: post.cover_image_url,
    image_alt: post.cover_image_alt,
    published_at: null,
  };
}

function PostPreview({ post }: { post: AdminPost }) {
  const editHref = paths.dashboard.editPost.href(post.id);
  return (
    <div className="post-preview">
      <aside className="notice toolbar preview-banner" aria-label="Preview Mode">
        <p className="preview-banner__label">
          <strong>Preview Mode</strong>
          <PostStatusLabel status={post.status} />
          {post.status === 'scheduled' && <span>{scheduledForText(post.published_at)}</span>}
          {post.type === 'page' && <span className="post-type-marker">Page</span>}
        </p>
        <ButtonLink to={editHref} variant="secondary">
          Back to Editor
        </ButtonLink>
      </aside>
      <PostArticle
        post={asArticle(post)}
        labels={post.labels.map((label) => label.name)}
        excerpt={post.excerpt}
        coverWhenBroken="hide"
        footer={
          <div className="toolbar post-preview__footer">
            <p>This is how your story will appear to readers.</p>
            <ButtonLink to={editHref}>Continue Editing</ButtonLink>
          </div>
        }
      />
    </div>
  );
}
