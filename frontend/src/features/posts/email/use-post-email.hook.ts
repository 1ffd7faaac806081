import type { AdminPost } from '../api';
import { isSending, usePostEmailQuery } from './api';

const SENDING_POLL_MS = 2000;
/** The server queues a post ticked to be emailed up to a day after it went live (newsletters.service.ts). */
const QUEUEING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Saved live with the box ticked: only such a post can have an email (asking about any other would only get a 404). */
function mayHaveEmail(post: AdminPost | undefined): post is AdminPost {
  return Boolean(post && post.send_email && post.status === 'published');
}

/** Live with the box ticked recently enough for the server to queue it: its report is on the way. */
function awaitingQueue(post: AdminPost): boolean {
  const liveAt = Date.parse(post.published_at ?? '');
  return Number.isFinite(liveAt) && Date.now() - liveAt < QUEUEING_WINDOW_MS;
}

/**
 * The saved post's email and its delivery report (none for a post never emailed: the server's 404),
 * asked again every 2 s while it is queued or sending, or expected to be queued any moment.
 */
export function usePostEmail(post: AdminPost | undefined) {
  const asked = mayHaveEmail(post);
  const id = post?.id ?? '';
  const { currentData: report } = usePostEmailQuery(id, { skip: !asked });
  const polling = asked && (isSending(report?.status) || (!report && awaitingQueue(post)));
  const polled = usePostEmailQuery(id, { skip: !polling, pollingInterval: SENDING_POLL_MS });
  return asked ? (polled.currentData ?? report) : undefined;
}
