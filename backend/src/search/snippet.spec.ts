import { describe, expect, it } from '@jest/globals';
import { SNIPPET_START as START, SNIPPET_STOP as STOP, snippetHtml } from './snippet.js';

describe('snippetHtml', () => {
  it('marks what ts_headline marked and escapes everything else', () => {
    expect(snippetHtml(`a ${START}<b>${STOP} & "c" 'd'`)).toBe('a <mark>&lt;b&gt;</mark> &amp; &quot;c&quot; &#39;d&#39;');
  });

  it('never leaves a mark open, nor closes one that was not opened', () => {
    expect(snippetHtml(`${STOP}a ${START}b ${START}c`)).toBe('a <mark>b c</mark>');
  });

  it('turns markup written as text into text, even when it spells <mark>', () => {
    expect(snippetHtml('<mark onclick=alert(1)>x</mark><script>')).toBe('&lt;mark onclick=alert(1)&gt;x&lt;/mark&gt;&lt;script&gt;');
  });
});
