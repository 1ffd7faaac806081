import type { PostStatus } from './api';

/** Spec §3: a post without a status is shown as 'published'. */
export function displayStatus(status: PostStatus | null | undefined): PostStatus {
  return status ?? 'published';
}

export function PostStatusLabel({ status }: { status: PostStatus | null | undefined }) {
  const shown = displayStatus(status);
  return <span className={`status-badge post-status--${shown}`}>{shown}</span>;
}
