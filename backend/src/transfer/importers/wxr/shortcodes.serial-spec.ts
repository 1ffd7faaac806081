import { describe, expect, it } from '@jest/globals';
import { expandShortcodes } from './shortcodes.js';

/** Hostile shortcodes cost time in proportion to their length: measured here, away from the parallel files. */
describe('WordPress shortcodes under hostile input', () => {
  const timed = (content: string) => {
    const started = performance.now();
    const { html, warnings } = expandShortcodes(content, new Map(), '1');
    return { ms: performance.now() - started, html, warnings };
  };

  it('ends at once on 1,000 nested captions', () => {
    const { ms, warnings } = timed(`${'[caption]'.repeat(1000)}<img src="https://old.example/a.jpg">deep${'[/caption]'.repeat(1000)}`);
    expect(warnings).toHaveLength(1);
    expect(ms).toBeLessThan(1000);
  });

  it('reads captions and embeds full of half-written tags in linear time', () => {
    // Before the tag patterns stopped at the next `<`, each `<a` scanned to the end of the text: minutes for this.
    const { ms, html } = timed(`[caption]${'<a'.repeat(200_000)}[/caption][embed]${'<b'.repeat(200_000)}[/embed]`);
    expect(html.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(2000);
  });
});
