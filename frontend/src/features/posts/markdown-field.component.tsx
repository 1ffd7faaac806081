import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { shortcutLabel } from '../../lib/platform';
import { InsertImageDialog } from './insert-image/insert-image-dialog.component';
import { applyFormat, insertBlock, type FormatAction, type TextState } from './markdown-format';
import { MarkdownPreview } from './markdown-preview.component';
import { MarkdownToolbar } from './markdown-toolbar.component';
import { TextImageStatus } from './insert-image/text-image-status.component';
import { imagesWithoutAlt } from './insert-image/text-images';
import { useTextImageUploads } from './insert-image/use-text-image-uploads.hook';
import type { MarkdownPreviewState } from './use-markdown-preview.hook';

interface MarkdownFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  postTitle: string;
  /** The server's rendering of `value` (PostFields asks for it: the word count comes from it too). */
  preview: MarkdownPreviewState;
}

const shortcuts: Record<string, FormatAction> = { b: 'bold', i: 'italic' };

/** Where the browser cannot size a text area to its text (field-sizing), it is sized here. */
const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** The text area as tall as its text (never shorter than its rows): the page scrolls, not a box inside it. */
function useGrowingTextArea(textarea: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const field = textarea.current;
    // No layout (jsdom) measures nothing.
    if (sizesItself || !field || field.scrollHeight === 0) return;
    // Shrinking it for a moment would pull the page up under the author: keep the scroll where it is.
    const scrolled = window.scrollY;
    field.style.height = 'auto';
    if (field.scrollHeight > field.clientHeight) field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
    else field.style.height = '';
    window.scrollTo({ top: scrolled });
  }, [textarea, value]);
}

/**
 * Content (Markdown): the toolbar, the text area and its live preview side by side (stacked on
 * narrow columns). Images pasted or dropped into the text are uploaded and put in at the caret.
 */
export function MarkdownField({ id, value, onChange, error, postTitle, preview }: MarkdownFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const images = useTextImageUploads(textarea, value, onChange);
  const withoutAlt = imagesWithoutAlt(value);
  useGrowingTextArea(textarea, value);
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
      <p id={hintId} className="hint markdown-field__hint">
        Markdown: **bold**, _italic_, ## heading, [link](https://…). {shortcutLabel('B')} and {shortcutLabel('I')} work
        in the text. Paste or drop images into it to upload them.
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
            className={images.dragging ? 'input markdown-field__text markdown-field__text--drop' : 'input markdown-field__text'}
            name="content"
            value={value}
            rows={18}
            spellCheck
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && errorId, hintId, withoutAlt > 0 && `${id}-alt-reminder`].filter(Boolean).join(' ')}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            {...images.textProps}
          />
          <TextImageStatus id={id} uploads={images.uploads} problems={images.problems} onDismiss={images.dismissProblems} withoutAlt={withoutAlt} />
          {error && (
            <p id={errorId} className="form-error">
              {error}
            </p>
          )}
        </div>
        <MarkdownPreview preview={preview} id={`${id}-preview`} />
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
