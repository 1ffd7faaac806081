import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { adminPostsApi, useAdminPostQuery, type AdminPost } from './api';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/button.component';
import { MessageScreen } from '../../components/message-screen.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useShowsTokenRejection } from '../../hooks/use-shows-token-rejection.hook';
import { isApiError } from '../../lib/api-error';
import { PostEmailPanel } from './email/post-email-report.component';
import { PostForm } from './post-form.component';
import { ShareLinksSection } from './share-links/share-links-section.component';
import { PostViewsFigure } from '../stats';
import '../../components/admin.css';
import './posts.css';

interface EditorNotice {
  /** The post it is about: a notice never follows the admin to another post. */
  postId: string;
  text: string;
}

/**
 * The editor: its own lazy chunk, for /dashboard/posts/new and
 * /dashboard/posts/{id}/edit. Both routes render this same component, so the heading and the
 * status region stay in place when a created post moves on to its own editor: the region exists
 * before 'Post created.' is put in it, and the heading can take the focus.
 */
export function PostEditorPage() {
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  usePageTitle(id ? 'Edit Post' : 'New Post');
  // A rejected token must not throw the text away: the form shows it and keeps everything.
  useShowsTokenRejection();

  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  // On to the new post's own editor, already filled from the answer (no second load); Back then
  // skips the spent 'New Post' form.
  function created(post: AdminPost) {
    void dispatch(adminPostsApi.util.upsertQueryData('adminPost', post.id, post));
    setNotice({ postId: post.id, text: 'Post created.' });
    setFocusHeading(true);
    navigate(paths.dashboard.editPost.href(post.id), { replace: true });
  }

  const shownNotice = notice && notice.postId === id ? notice.text : null;
  return (
    <section className="page editor-page" aria-labelledby="page-title">
      <header className="toolbar screen-header">
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          {id ? 'Edit Post' : 'New Post'}
        </h1>
        {id && <PostLinks id={id} />}
      </header>
      <div role="status" className="post-form__status">
        {shownNotice && <p className="notice">{shownNotice}</p>}
      </div>
      {id ? (
        <EditPost key={id} id={id} onNotice={(text) => setNotice(text ? { postId: id, text } : null)} />
      ) : (
        <PostForm onCreated={created} onNotice={() => setNotice(null)} />
      )}
    </section>
  );
}

function PostLinks({ id }: { id: string }) {
  const { data: post } = useAdminPostQuery(id);
  if (!post) return null;
  return (
    <nav className="editor-page__links" aria-label="This post">
      <Link to={paths.postPreview.href(post.id)}>Preview</Link>
      {/* A scheduled post is not there yet; a page lives at /{slug}, not on the blog. */}
      {post.status === 'published' && (
        <Link to={post.type === 'page' ? paths.page.href(post.slug) : paths.blogPost.href(post.slug)}>View on site</Link>
      )}
      {post.status === 'published' && <PostViewsFigure postId={post.id} />}
    </nav>
  );
}

function EditPost({ id, onNotice }: { id: string; onNotice: (text: string | null) => void }) {
  const { data: post, error, refetch } = useAdminPostQuery(id);
  if (post) {
    return (
      <>
        <PostForm post={post} onNotice={onNotice} />
        <PostEmailPanel post={post} />
        <ShareLinksSection post={post} onNotice={onNotice} />
      </>
    );
  }
  if (!error) {
    return (
      <p className="status-line" role="status">
        Loading post...
      </p>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return <MessageScreen title="Post not found" message="This post does not exist or has been deleted." level={2} role="alert" />;
  }
  return (
    <MessageScreen title="Failed to load post" message={isApiError(error) ? error.message : undefined} level={2} role="alert">
      <Button onClick={() => void refetch()}>Try Again</Button>
    </MessageScreen>
  );
}
