import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown-renderer.js';

describe('task lists', () => {
  it('draws each task as a disabled checkbox, ticked when done, labelled by its text', () => {
    expect(renderMarkdown('- [ ] Pack the tent\n- [x] Book the **ferry**\n- [X] Buy maps')).toBe(
      '<ul class="task-list">\n' +
        '<li class="task-list-item"><label><input type="checkbox" disabled /> Pack the tent</label></li>\n' +
        '<li class="task-list-item"><label><input type="checkbox" disabled checked /> Book the <strong>ferry</strong></label></li>\n' +
        '<li class="task-list-item"><label><input type="checkbox" disabled checked /> Buy maps</label></li>\n' +
        '</ul>\n',
    );
  });

  it('marks only the items that are tasks, in numbered and nested lists too', () => {
    expect(renderMarkdown('1. [x] First\n2. Second\n   - [ ] Inner')).toBe(
      '<ol class="task-list">\n' +
        '<li class="task-list-item"><label><input type="checkbox" disabled checked /> First</label></li>\n' +
        '<li>Second\n<ul class="task-list">\n<li class="task-list-item"><label><input type="checkbox" disabled /> Inner</label></li>\n</ul>\n</li>\n' +
        '</ol>\n',
    );
  });

  it.each([
    ['an escaped box', '- \\[x] not a task', '<ul>\n<li>[x] not a task</li>\n</ul>\n'],
    ['a box with no space after it', '- [x]done', '<ul>\n<li>[x]done</li>\n</ul>\n'],
    ['a box outside a list', '[x] not a task', '<p>[x] not a task</p>\n'],
  ])('leaves %s as text', (_label, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it('keeps no input but a disabled checkbox, however it was written', () => {
    expect(renderMarkdown('- [ ] <input type="text" autofocus onfocus="alert(1)"> <input type="checkbox" name="x" checked>')).toBe(
      '<ul class="task-list">\n<li class="task-list-item"><label><input type="checkbox" disabled />  <input type="checkbox" disabled checked /></label></li>\n</ul>\n',
    );
  });
});
