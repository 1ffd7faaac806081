import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';

const TASK = /^\[([ xX])\][ \u00a0]/;

/** The list that holds the item at `index`: the nearest opening token one level up. */
function parentList(tokens: Token[], index: number): Token | undefined {
  const level = tokens[index]!.level - 1;
  for (let at = index - 1; at >= 0; at--) if (tokens[at]!.level === level && tokens[at]!.nesting === 1) return tokens[at];
  return undefined;
}

/**
 * markdown-it plugin: a list item that opens with `[ ]` or `[x]` is a task, its box drawn checked or
 * not and disabled (the reader cannot tick it), inside a label with the item's first paragraph so
 * that the box has a name:
 *
 *   <ul class="task-list">
 *   <li class="task-list-item"><label><input type="checkbox" disabled checked> Done</label></li>
 *
 * An escaped bracket (`\[x]`) is text, as is a box not followed by a space.
 */
export function taskLists(markdown: MarkdownIt): void {
  markdown.core.ruler.after('inline', 'folio_task_lists', (state: StateCore) => {
    const tokens = state.tokens;
    for (let index = 2; index < tokens.length; index++) {
      const inline = tokens[index]!;
      if (inline.type !== 'inline' || tokens[index - 1]!.type !== 'paragraph_open' || tokens[index - 2]!.type !== 'list_item_open') continue;
      const first = inline.children?.[0];
      const box = first?.type === 'text' ? TASK.exec(first.content) : null;
      if (!first || !box) continue;
      first.content = first.content.slice(3);
      const checkbox = new state.Token('task_checkbox', 'input', 0);
      checkbox.attrs = [['type', 'checkbox'], ['disabled', '']];
      if (box[1] !== ' ') checkbox.attrPush(['checked', '']);
      inline.children!.unshift(new state.Token('task_label_open', 'label', 1), checkbox);
      inline.children!.push(new state.Token('task_label_close', 'label', -1));
      tokens[index - 2]!.attrJoin('class', 'task-list-item');
      const list = parentList(tokens, index - 2);
      if (list && !list.attrGet('class')?.split(' ').includes('task-list')) list.attrJoin('class', 'task-list');
    }
  });
}
