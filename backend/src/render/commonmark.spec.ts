import { describe, expect, it } from '@jest/globals';
import { judge, specExamples, type Verdict } from '../../test/support/commonmark.js';

/**
 * CommonMark conformance, measured: every example of the spec (0.31.2, 652 of them) rendered as a
 * post is, and compared with the spec's HTML after normalising both as the spec's own tests do.
 * An example that differs must be explained by one of Folio's deliberate departures, each undone
 * (test/support/commonmark.ts) to check that it alone accounts for the difference; the test fails
 * on any other difference and prints how many examples each departure touches.
 */

describe('CommonMark conformance', () => {
  it("explains every difference from the spec's examples by a deliberate departure", async () => {
    const examples = specExamples();
    const verdicts: Verdict[] = [];
    for (const example of examples) verdicts.push(await judge(example));

    const counts = new Map<string, number[]>();
    for (const verdict of verdicts) {
      for (const reason of 'reasons' in verdict ? verdict.reasons : ['UNEXPLAINED']) counts.set(reason, [...(counts.get(reason) ?? []), verdict.number]);
    }
    const lines = [...counts].map(([reason, numbers]) => `  ${String(numbers.length).padStart(3)}  ${reason}${numbers.length <= 12 ? `  (${numbers.join(', ')})` : ''}`);
    console.log(`CommonMark ${examples.length} examples through renderPost:\n${lines.join('\n')}`);

    expect(examples).toHaveLength(652);
    expect(verdicts.filter((verdict) => 'unexplained' in verdict)).toEqual([]);
    // Most examples need no explanation at all: a departure that spread would show here.
    expect((counts.get('identical')?.length ?? 0) + (counts.get('equivalent serialisation')?.length ?? 0)).toBeGreaterThan(480);
  });
});
