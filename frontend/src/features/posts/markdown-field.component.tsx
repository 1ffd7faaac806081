import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { shortcutLabel } from '../../lib/platform';
import { InsertImageDialog } from './insert-image/insert-image-dialog.component';
import { applyFormat, insertBlock, type FormatAction, type TextState } from './markdown-format';
import { MarkdownPreview } from './markdown-preview.component';
import { MarkdownToolbar } from './markdown-toolbar.component';

interface MarkdownFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  postTitle: string;
}

const shortcuts: Record<string, FormatAction> = { b: 'bold', i: 'italic' };

/** Content (Markdown): the toolbar, the text area and its live preview side by side (stacked on narrow screens). */
export function MarkdownField({ id, value, onChange, error, postTitle }: MarkdownFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [pending, setPending] = useState<TextState | null>(null);
  const [imageAt, setImageAt] = useState<TextState | null>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  // After an edit from the toolbar (or the image dialog, whose closing hands the focus back to its
  // button first), the caret goes back into the text with the new selection.
  useEffect(() => {
    const field = textarea.current;
    if (!pending || !field) return;
    field.focus();
    field.setSelectionRange(pending.start, pending.end);
  }, [pending]);

  function current(): TextState {
    const field = textarea.current;
    return { value, start: field?.selectionStart ?? value.length, end: field?.selectionEnd ?? value.length };
  }

  function commit(next: TextState) {
    onChange(next.value);
    setPending(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = shortcuts[event.key.toLowerCase()];
    if (!action || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    commit(applyFormat(current(), action));
  }

  return (
    <div className="field">
      <label htmlFor={id}>Content</label>
      <p id={hintId} className="hint">
        Markdown: **bold**, _italic_, ## heading, [link](https://…). {shortcutLabel('B')} and {shortcutLabel('I')} work
        in the text.
      </p>
      <div className="markdown-field">
        <div className="markdown-field__input">
          <MarkdownToolbar
            controls={id}
            onFormat={(action) => commit(applyFormat(current(), action))}
            onInsertImage={() => setImageAt(current())}
          />
          <textarea
            ref={textarea}
            id={id}
            className="input"
            name="content"
            value={value}
            rows={18}
            spellCheck
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {error && (
            <p id={errorId} className="form-error">
              {error}
            </p>
          )}
        </div>
        <MarkdownPreview source={value} id={`${id}-preview`} />
      </div>
      {imageAt && (
        <InsertImageDialog
          postTitle={postTitle}
          onInsert={(markdown) => {
            commit(insertBlock({ ...imageAt, value }, markdown));
            setImageAt(null);
          }}
          onClose={() => setImageAt(null)}
        />
      )}
    </div>
  );
}
