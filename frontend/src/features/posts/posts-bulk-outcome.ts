import type { BulkPostsResult } from './api';

export type BulkAction = BulkPostsResult['action'];

const posts = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

const DONE: Record<BulkAction, (count: number, tag?: string) => string> = {
  publish: (count) => `Published ${posts(count)}.`,
  unpublish: (count) => `Unpublished ${posts(count)}: ${count === 1 ? 'it is a draft' : 'they are drafts'} now.`,
  tag: (count, tag) => `Tagged ${posts(count)} "${tag}".`,
  untag: (count, tag) => `Took the tag "${tag}" off ${posts(count)}.`,
  delete: (count) => `Deleted ${posts(count)}.`,
  restore: (count) => `Restored ${posts(count)}.`,
};

const VERB: Record<BulkAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  tag: 'tagged',
  untag: 'untagged',
  delete: 'deleted',
  restore: 'restored',
};

/** What a bulk action did, for the list's notice: a sentence, and one line per post it could not change (named by `titleOf`). */
export function bulkOutcome(result: BulkPostsResult, titleOf: (id: string) => string, tag?: string): { text: string; failures: string[] } {
  const failed = result.results.filter((item) => item.outcome !== 'done' && item.outcome !== 'unchanged');
  const unchanged = result.results.length - result.done - failed.length;
  const parts = [result.done > 0 || failed.length === 0 ? DONE[result.action](result.done, tag) : ''];
  if (unchanged > 0) parts.push(`${posts(unchanged)} already ${unchanged === 1 ? 'was' : 'were'}.`);
  if (failed.length > 0) parts.push(`${posts(failed.length)} could not be ${VERB[result.action]}:`);
  return {
    text: parts.filter(Boolean).join(' '),
    failures: failed.map((item) => `${titleOf(item.id)}: ${item.message ?? item.outcome}`),
  };
}
