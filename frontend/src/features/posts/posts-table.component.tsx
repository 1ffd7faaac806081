import { Link } from 'react-router-dom';
import type { AdminPostSummary } from './api';
import { AdminTable, RowButton } from '../../components/admin-table.component';
import type { RowSelection } from './use-row-selection.hook';
import { paths } from '../../config/paths';
import { formatLongDate } from '../../lib/dates';
import { PostStatusLabel } from './post-status.component';
import { scheduledForText } from './schedule/local-time';
import { usePostViews } from '../stats';

interface PostsTableProps {
  posts: AdminPostSummary[];
  busy: boolean;
  onDelete: (post: AdminPostSummary) => void;
  /** The ticked rows, for the bulk actions. */
  selection: RowSelection;
}

const titleOf = (post: AdminPostSummary) => post.title || 'Untitled Post';
const viewsText = (views: number) => `${views} ${views === 1 ? 'view' : 'views'}`;

/** Title, created-at, status and the actions; each row turns into a card on narrow screens (posts.css). */
export function PostsTable({ posts, busy, onDelete, selection }: PostsTableProps) {
  const views = usePostViews(posts.map((post) => post.id));
  return (
    <AdminTable
      className="posts-table"
      rows={posts}
      rowKey={(post) => post.id}
      busy={busy}
      select={{
        isSelected: (post) => selection.isSelected(post.id),
        onToggle: (post) => selection.toggle(post.id),
        label: (post) => `Select ${titleOf(post)}`,
        allSelected: selection.allSelected,
        someSelected: selection.someSelected,
        onToggleAll: selection.toggleAll,
        allLabel: 'Select all posts on this page',
      }}
      title={{
        header: 'Title',
        className: 'posts-table__title',
        cell: (post) => (
          <>
            <Link to={paths.dashboard.editPost.href(post.id)}>{titleOf(post)}</Link>
            {post.type === 'page' && (
              <>
                {' '}
                <span className="post-type-marker">Page</span>
              </>
            )}
          </>
        ),
      }}
      columns={[
        { header: 'Created', cell: (post) => <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time> },
        {
          header: 'Status',
          cell: (post) => (
            <>
              <PostStatusLabel status={post.status} />
              {post.status === 'scheduled' && <span className="posts-table__when">{scheduledForText(post.published_at)}</span>}
              {/* Counted without cookies (features/stats); under the status, so the columns stay the spec's. */}
              {(post.status ?? 'published') === 'published' && views.has(post.id) && <span className="posts-table__when">{viewsText(views.get(post.id)!)}</span>}
            </>
          ),
        },
      ]}
      actions={(post) => (
        <div className="posts-table__actions">
          {/* Spec §2 "View/Edit": the editor, which links on to the preview. */}
          <Link className="posts-table__action" to={paths.dashboard.editPost.href(post.id)}>
            View/Edit<span className="visually-hidden"> {titleOf(post)}</span>
          </Link>
          <Link className="posts-table__action" to={paths.postPreview.href(post.id)}>
            Preview<span className="visually-hidden"> {titleOf(post)}</span>
          </Link>
          <RowButton label="Delete" rowName={titleOf(post)} onClick={() => onDelete(post)} />
        </div>
      )}
    />
  );
}
