/** The text of a field and its selection, before or after a toolbar action. */
export interface TextState {
  value: string;
  start: number;
  end: number;
}

export type FormatAction = 'bold' | 'italic' | 'heading' | 'link' | 'quote' | 'code' | 'bulleted-list' | 'numbered-list';

function replace(state: TextState, from: number, to: number, text: string, selectFrom: number, selectTo: number): TextState {
  return { value: state.value.slice(0, from) + text + state.value.slice(to), start: selectFrom, end: selectTo };
}

/** `**text**`: wraps the selection (or a placeholder, selected so that typing replaces it); wrapping twice unwraps. */
function wrap(state: TextState, marker: string, placeholder: string): TextState {
  const { value, start, end } = state;
  const m = marker.length;
  if (start >= m && value.slice(start - m, start) === marker && value.slice(end, end + m) === marker) {
    return replace(state, start - m, end + m, value.slice(start, end), start - m, end - m);
  }
  const text = value.slice(start, end) || placeholder;
  return replace(state, start, end, `${marker}${text}${marker}`, start + m, start + m + text.length);
}

function code(state: TextState): TextState {
  const selected = state.value.slice(state.start, state.end);
  if (!selected.includes('\n')) return wrap(state, '`', 'code');
  const before = state.start > 0 && state.value[state.start - 1] !== '\n' ? '\n' : '';
  const block = `${before}\`\`\`\n${selected.replace(/\n$/, '')}\n\`\`\`\n`;
  const inner = state.start + before.length + 4;
  return replace(state, state.start, state.end, block, inner, inner + selected.replace(/\n$/, '').length);
}

/** `[text](https://)`, with the part still to be written selected. */
function link(state: TextState): TextState {
  const selected = state.value.slice(state.start, state.end);
  if (/^https?:\/\/\S+$/.test(selected)) {
    const label = 'link text';
    return replace(state, state.start, state.end, `[${label}](${selected})`, state.start + 1, state.start + 1 + label.length);
  }
  const label = selected || 'link text';
  const url = 'https://';
  const urlStart = state.start + label.length + 3;
  return replace(state, state.start, state.end, `[${label}](${url})`, urlStart, urlStart + url.length);
}

const linePatterns: Record<'heading' | 'quote' | 'bulleted-list' | 'numbered-list', RegExp> = {
  heading: /^## /,
  quote: /^> ?/,
  'bulleted-list': /^[-*+] /,
  'numbered-list': /^\d+\. /,
};

/** Prefixes every selected line (`## `, `> `, `- `, `1. `); when all of them have it already, removes it. */
function prefixLines(state: TextState, action: keyof typeof linePatterns): TextState {
  const { value, start } = state;
  // A selection ending just after a line break does not take in the next line.
  const end = state.end > start && value[state.end - 1] === '\n' ? state.end - 1 : state.end;
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const pattern = linePatterns[action];
  const remove = lines.every((line) => pattern.test(line));
  const changed = lines.map((line, index) => {
    if (remove) return line.replace(pattern, '');
    // Any other heading level becomes a second-level one (the title is the page's only first level).
    if (action === 'heading') return `## ${line.replace(/^#{1,6} /, '')}`;
    if (action === 'quote') return `> ${line}`;
    if (action === 'bulleted-list') return `- ${line}`;
    return `${index + 1}. ${line}`;
  });
  const text = changed.join('\n');
  const single = lines.length === 1 && start === state.end;
  const caret = from + text.length;
  return replace(state, from, to, text, single ? caret : from, caret);
}

/** The toolbar and its shortcuts (Ctrl/Cmd+B, Ctrl/Cmd+I) as pure text edits. */
export function applyFormat(state: TextState, action: FormatAction): TextState {
  switch (action) {
    case 'bold':
      return wrap(state, '**', 'bold text');
    case 'italic':
      return wrap(state, '_', 'italic text');
    case 'code':
      return code(state);
    case 'link':
      return link(state);
    default:
      return prefixLines(state, action);
  }
}

/** Puts a block (an image) in place of the selection, as a paragraph of its own; the caret lands after it. */
export function insertBlock(state: TextState, markdown: string): TextState {
  const { value, start, end } = state;
  const before = start === 0 || value.slice(0, start).endsWith('\n\n') ? '' : value[start - 1] === '\n' ? '\n' : '\n\n';
  const after = end === value.length || value.slice(end).startsWith('\n\n') ? '' : value[end] === '\n' ? '\n' : '\n\n';
  const text = `${before}${markdown}${after}`;
  const caret = start + before.length + markdown.length;
  return replace(state, start, end, text, caret, caret);
}
