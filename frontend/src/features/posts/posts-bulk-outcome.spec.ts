import { describe, expect, it } from '@jest/globals';
import { bulkOutcome } from './posts-bulk-outcome';

const titles: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma' };
const titleOf = (id: string) => titles[id] ?? id;

describe('bulkOutcome', () => {
  it('says what was done, and names each post that could not be changed with the reason', () => {
    const outcome = bulkOutcome(
      {
        action: 'publish',
        results: [
          { id: 'a', outcome: 'done' },
          { id: 'b', outcome: 'unchanged', message: 'Already published' },
          { id: 'c', outcome: 'not_found', message: 'No post has the id c' },
          { id: 'd', outcome: 'conflict' },
        ],
        done: 1,
        failed: 2,
      },
      titleOf,
    );
    expect(outcome).toEqual({
      text: 'Published 1 post. 1 post already was. 2 posts could not be published:',
      failures: ['Gamma: No post has the id c', 'd: conflict'],
    });
  });

  it('names the tag, and says nothing of failures when there were none', () => {
    const result = { action: 'tag' as const, results: [{ id: 'a', outcome: 'done' as const }, { id: 'b', outcome: 'done' as const }], done: 2, failed: 0 };
    expect(bulkOutcome(result, titleOf, 'Travel')).toEqual({ text: 'Tagged 2 posts "Travel".', failures: [] });
  });

  it('does not claim a delete when none was done', () => {
    const result = { action: 'delete' as const, results: [{ id: 'a', outcome: 'not_found' as const, message: 'No post has the id a' }], done: 0, failed: 1 };
    expect(bulkOutcome(result, titleOf).text).toBe('1 post could not be deleted:');
  });
});
