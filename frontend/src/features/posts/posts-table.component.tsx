import { Link } from 'react-router-dom';
import type { AdminPost } from './api';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { formatLongDate } from '../../lib/dates';
import { PostStatusLabel } from './post-status.component';
import { scheduledForText } from './schedule/local-time';
import '../../components/admin-table.css';

interface PostsTableProps {
  posts: AdminPost[];
  busy: boolean;
  onDelete: (post: AdminPost) => void;
}

/** Title, created-at, status and the actions; each row turns into a card on narrow screens (posts.css). */
export function PostsTable({ posts, busy, onDelete }: PostsTableProps) {
  return (
    <table className="admin-table posts-table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Created</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => {
          const title = post.title || 'Untitled Post';
          return (
            <tr key={post.id}>
              <th scope="row" className="admin-table__title posts-table__title">
                <Link to={paths.dashboard.editPost.href(post.id)}>{title}</Link>
                {post.type === 'page' && (
                  <>
                    {' '}
                    <span className="post-type-marker">Page</span>
                  </>
                )}
              </th>
              <td data-label="Created">
                <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
              </td>
              <td data-label="Status">
                <PostStatusLabel status={post.status} />
                {post.status === 'scheduled' && <span className="posts-table__when">{scheduledForText(post.published_at)}</span>}
              </td>
              <td>
                <div className="posts-table__actions">
                  {/* Spec §2 "View/Edit": the editor, which links on to the preview. */}
                  <Link className="posts-table__action" to={paths.dashboard.editPost.href(post.id)}>
                    View/Edit<span className="visually-hidden"> {title}</span>
                  </Link>
                  <Link className="posts-table__action" to={paths.postPreview.href(post.id)}>
                    Preview<span className="visually-hidden"> {title}</span>
                  </Link>
                  <Button variant="ghost" className="button--small" onClick={() => onDelete(post)}>
                    Delete<span className="visually-hidden"> {title}</span>
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
