import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/panel.component';
import { paths } from '../../../config/paths';
import type { Desk, DeskPost } from '../api';
import { DeskList, When } from './desk-list.component';

const titleOf = (post: DeskPost) => post.title.trim() || 'Untitled';
const publicHref = (post: DeskPost) => (post.type === 'page' ? paths.page.href(post.slug) : paths.blogPost.href(post.slug));
const editLink = (post: DeskPost) => <Link to={paths.dashboard.editPost.href(post.id)}>{titleOf(post)}</Link>;

interface PostsPanelProps {
  title: string;
  intro?: string;
  list: Desk['drafts'];
  /** What shows while the list is empty. */
  empty: ReactNode;
  /** "All {total} {noun}", when the list shows fewer than there are; `status` filters the posts list. */
  noun: string;
  status: string;
  children: (post: DeskPost) => ReactNode;
}

/** One of the desk's lists of posts, with its empty state and a link to the rest. */
function PostsPanel({ title, intro, list, empty, noun, status, children }: PostsPanelProps) {
  return (
    <Panel title={title} className="desk-panel" intro={intro}>
      {list.items.length === 0 ? empty : <DeskList items={list.items}>{children}</DeskList>}
      {list.total > list.items.length && (
        <p className="desk-panel__more">
          <Link to={`${paths.dashboard.posts.href()}?status=${status}`}>{`All ${list.total} ${noun}`}</Link>
        </p>
      )}
    </Panel>
  );
}

/** Drafts to continue, last edited first, each opening its editor. */
export function DraftsPanel({ drafts }: { drafts: Desk['drafts'] }) {
  const empty = (
    <div className="desk-empty">
      <p>No drafts yet.</p>
      <Link className="button button--small" to={paths.dashboard.newPost.href()}>
        Write a post
      </Link>
    </div>
  );
  return (
    <PostsPanel title="Drafts" intro="Pick up where you left off." list={drafts} empty={empty} noun="drafts" status="draft">
      {(post) => (
        <>
          {editLink(post)}
          <When label="Edited" value={post.updated_at} />
        </>
      )}
    </PostsPanel>
  );
}

/** What goes live next, soonest first. */
export function ScheduledPanel({ scheduled }: { scheduled: Desk['scheduled'] }) {
  const empty = <p className="desk-empty">Nothing scheduled. Use Schedule for later in a post's editor and it goes live at the time you pick.</p>;
  return (
    <PostsPanel title="Scheduled" list={scheduled} empty={empty} noun="scheduled" status="scheduled">
      {(post) => (
        <>
          {editLink(post)}
          {post.published_at && <When label="Goes live" value={post.published_at} />}
        </>
      )}
    </PostsPanel>
  );
}

/** The last posts and pages that went live: the page readers see, and its editor. */
export function PublishedPanel({ published }: { published: Desk['published'] }) {
  const empty = <p className="desk-empty">Nothing published yet. Your posts appear here once they are live.</p>;
  return (
    <PostsPanel title="Recently published" list={published} empty={empty} noun="published" status="published">
      {(post) => (
        <>
          <span className="desk-list__title">
            <Link to={publicHref(post)}>{titleOf(post)}</Link>
            <Link className="desk-list__edit" to={paths.dashboard.editPost.href(post.id)} aria-label={`Edit ${titleOf(post)}`}>
              Edit
            </Link>
          </span>
          {post.published_at && <When label={post.type === 'page' ? 'Page published' : 'Published'} value={post.published_at} />}
        </>
      )}
    </PostsPanel>
  );
}
