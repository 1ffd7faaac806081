import { Link } from 'react-router-dom';
import { Panel } from '../../../components/panel.component';
import { paths } from '../../../config/paths';
import type { Desk, DeskPost } from '../api';
import { DeskList, When } from './desk-list.component';

const titleOf = (post: DeskPost) => post.title.trim() || 'Untitled';
const publicHref = (post: DeskPost) => (post.type === 'page' ? paths.page.href(post.slug) : paths.blogPost.href(post.slug));

/** "5 of 12": said when the list shows fewer than there are. */
function MoreLink({ shown, total, noun, status }: { shown: number; total: number; noun: string; status: string }) {
  if (total <= shown) return null;
  return (
    <p className="desk-panel__more">
      <Link to={`${paths.dashboard.posts.href()}?status=${status}`}>{`All ${total} ${noun}`}</Link>
    </p>
  );
}

/** Drafts to continue, last edited first, each opening its editor. */
export function DraftsPanel({ drafts }: { drafts: Desk['drafts'] }) {
  return (
    <Panel title="Drafts" className="desk-panel" intro="Pick up where you left off.">
      {drafts.items.length === 0 ? (
        <div className="desk-empty">
          <p>No drafts yet.</p>
          <Link className="button button--small" to={paths.dashboard.newPost.href()}>
            Write a post
          </Link>
        </div>
      ) : (
        <DeskList items={drafts.items}>
          {(post) => (
            <>
              <Link to={paths.dashboard.editPost.href(post.id)}>{titleOf(post)}</Link>
              <When label="Edited" value={post.updated_at} />
            </>
          )}
        </DeskList>
      )}
      <MoreLink shown={drafts.items.length} total={drafts.total} noun="drafts" status="draft" />
    </Panel>
  );
}

/** What goes live next, soonest first. */
export function ScheduledPanel({ scheduled }: { scheduled: Desk['scheduled'] }) {
  return (
    <Panel title="Scheduled" className="desk-panel">
      {scheduled.items.length === 0 ? (
        <p className="desk-empty">Nothing scheduled. Use Schedule for later in a post's editor and it goes live at the time you pick.</p>
      ) : (
        <DeskList items={scheduled.items}>
          {(post) => (
            <>
              <Link to={paths.dashboard.editPost.href(post.id)}>{titleOf(post)}</Link>
              {post.published_at && <When label="Goes live" value={post.published_at} />}
            </>
          )}
        </DeskList>
      )}
      <MoreLink shown={scheduled.items.length} total={scheduled.total} noun="scheduled" status="scheduled" />
    </Panel>
  );
}

/** The last posts and pages that went live: the page readers see, and its editor. */
export function PublishedPanel({ published }: { published: Desk['published'] }) {
  return (
    <Panel title="Recently published" className="desk-panel">
      {published.items.length === 0 ? (
        <p className="desk-empty">Nothing published yet. Your posts appear here once they are live.</p>
      ) : (
        <DeskList items={published.items}>
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
        </DeskList>
      )}
      <MoreLink shown={published.items.length} total={published.total} noun="published" status="published" />
    </Panel>
  );
}
