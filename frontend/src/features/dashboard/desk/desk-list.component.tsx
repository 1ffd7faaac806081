import type { ReactNode } from 'react';
import { formatSavedTime } from '../../../lib/dates';
import type { DeskPost } from '../api';

interface DeskListProps {
  items: DeskPost[];
  /** One post's line: its link(s) and when. */
  children: (post: DeskPost) => ReactNode;
}

/** A short list of posts on the desk, one line each. */
export function DeskList({ items, children }: DeskListProps) {
  return (
    <ul className="desk-list">
      {items.map((post) => (
        <li key={post.id}>{children(post)}</li>
      ))}
    </ul>
  );
}

/** When something happened or will, in the admin's own time zone. */
export function When({ label, value }: { label: string; value: string }) {
  return (
    <span className="desk-list__meta">
      {label} <time dateTime={value}>{formatSavedTime(value)}</time>
    </span>
  );
}
