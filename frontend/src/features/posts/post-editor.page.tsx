import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { adminPostsApi, useAdminPostQuery, type AdminPost } from '../../api/admin-posts.api';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/button.component';
import { MessageScreen } from '../../components/message-screen.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { isApiError } from '../../lib/api-error';
import { PostForm } from './post-form.component';
import './posts.css';

interface EditorLocationState {
  notice?: string;
}

/** The editor: its own lazy chunk (it carries markdown-it), for /dashboard/posts/new and /dashboard/posts/{id}/edit. */
export function PostEditorPage() {
  const { id } = useParams();
  usePageTitle(id ? 'Edit Post' : 'New Post');
  return id ? <EditPost key={id} id={id} /> : <NewPost />;
}

function NewPost() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // On to the new post's own editor, already filled from the answer (no second load), with a notice.
  function created(post: AdminPost) {
    void dispatch(adminPostsApi.util.upsertQueryData('adminPost', post.id, post));
    const state: EditorLocationState = { notice: 'Post created.' };
    navigate(paths.dashboard.editPost.href(post.id), { state });
  }

  return (
    <section className="page editor-page" aria-labelledby="page-title">
      <header className="editor-page__header">
        <h1 id="page-title">New Post</h1>
      </header>
      <PostForm onCreated={created} />
    </section>
  );
}

function EditPost({ id }: { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: post, error, refetch } = useAdminPostQuery(id);
  const [notice] = useState(() => (location.state as EditorLocationState | null)?.notice ?? null);

  // The notice is for this arrival only: not again after a reload or a return through history.
  useEffect(() => {
    if (notice) navigate(location.pathname, { replace: true, state: null });
  }, [notice, navigate, location.pathname]);

  return (
    <section className="page editor-page" aria-labelledby="page-title">
      <header className="editor-page__header">
        <h1 id="page-title">Edit Post</h1>
        {post && (
          <nav className="editor-page__links" aria-label="This post">
            <Link to={paths.postPreview.href(post.id)}>Preview</Link>
            {post.status !== 'draft' && <Link to={paths.blogPost.href(post.slug)}>View on site</Link>}
          </nav>
        )}
      </header>
      {post ? (
        <PostForm post={post} initialNotice={notice} />
      ) : error ? (
        isApiError(error) && error.status === 404 ? (
          <MessageScreen title="Post not found" message="This post does not exist or has been deleted." level={2} role="alert" />
        ) : (
          <MessageScreen
            title="Failed to load post"
            message={isApiError(error) ? error.message : undefined}
            level={2}
            role="alert"
          >
            <Button onClick={() => void refetch()}>Try Again</Button>
          </MessageScreen>
        )
      ) : (
        <p className="status-line" role="status">
          Loading post...
        </p>
      )}
    </section>
  );
}
