/**
 * Images pasted or dropped into the Markdown: what stands in the text while each one uploads, and
 * the edits that put it there and take it out again.
 */

/** `![Uploading photo.jpg…]()`, numbered when the same name is already waiting in the text. */
export function uploadPlaceholder(fileName: string, text: string): string {
  const name = fileName.replace(/[[\]\n\r]/g, ' ').trim() || 'image';
  for (let copy = 1; ; copy += 1) {
    const label = copy === 1 ? name : `${name} (${copy})`;
    const placeholder = `![Uploading ${label}…]()`;
    if (!text.includes(placeholder)) return placeholder;
  }
}

/**
 * The files a paste or a drop carries. A paste that holds text as well (a spreadsheet's cells
 * come with a picture of them) is a paste of that text: only a paste of files alone is taken.
 */
export function filesToUpload(data: DataTransfer | null, kind: 'paste' | 'drop'): File[] {
  if (!data) return [];
  const files = Array.from(data.files);
  if (kind === 'paste' && data.getData('text/plain').trim()) return [];
  return files;
}

/** An edit of a text: `text` in place of what lies between `start` and `end`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** Where a caret at `position` goes after `edit`: moved along with the text after it, to the end of the new text if inside the old. */
export function shiftPosition(position: number, edit: TextEdit): number {
  if (position <= edit.start) return position;
  if (position >= edit.end) return position + edit.text.length - (edit.end - edit.start);
  return edit.start + edit.text.length;
}

/** The edit that puts `replacement` in place of the first `placeholder` in `text`; null once the author has deleted it. */
export function replacePlaceholder(text: string, placeholder: string, replacement: string): TextEdit | null {
  const start = text.indexOf(placeholder);
  if (start < 0) return null;
  // A placeholder removed leaves no empty paragraph behind it.
  const end = start + placeholder.length;
  const trailing = replacement ? 0 : (/^\n{1,2}/.exec(text.slice(end))?.[0].length ?? 0);
  return { start, end: end + trailing, text: replacement };
}

export function applyEdit(text: string, edit: TextEdit): string {
  return text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}

/** How many images in the Markdown have no alt text: `![](…)` (placeholders have theirs). */
export function imagesWithoutAlt(markdown: string): number {
  return (markdown.match(/!\[\s*\]\(/g) ?? []).length;
}
