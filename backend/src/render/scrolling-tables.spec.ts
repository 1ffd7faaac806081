import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown-renderer.js';

describe('scrolling tables', () => {
  it('wraps a table in a box that scrolls sideways and takes the focus', () => {
    expect(renderMarkdown('| a | b |\n|---|--:|\n| 1 | 2 |')).toBe(
      '<div class="table-scroll" tabindex="0">\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td>1</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>\n</div>\n',
    );
  });

  it('keeps no other div, and gives the box no other attribute', () => {
    expect(renderMarkdown('<div class="note" id="x">a</div>\n\n<div class="table-scroll" tabindex="-1" style="position:fixed" onscroll="alert(1)">b</div>')).toBe(
      'a\n<div class="table-scroll" tabindex="0">b</div>',
    );
  });
});
