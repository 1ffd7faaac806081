import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ariaShortcut, shortcutLabel } from '../../lib/platform';
import type { FormatAction } from './markdown-format';

interface ToolbarButton {
  action: FormatAction | 'image';
  label: string;
  glyph: ReactNode;
  /** The letter that, with Ctrl (⌘ on a Mac), does the same in the text. */
  key?: string;
}

const buttons: ToolbarButton[] = [
  { action: 'bold', label: 'Bold', glyph: 'B', key: 'B' },
  { action: 'italic', label: 'Italic', glyph: 'I', key: 'I' },
  { action: 'heading', label: 'Heading', glyph: 'H' },
  { action: 'link', label: 'Link', glyph: <LinkIcon /> },
  { action: 'quote', label: 'Quote', glyph: '❝' },
  { action: 'code', label: 'Code', glyph: '</>' },
  { action: 'bulleted-list', label: 'Bulleted list', glyph: '•≡' },
  { action: 'numbered-list', label: 'Numbered list', glyph: '1≡' },
  { action: 'image', label: 'Insert Image', glyph: null },
];

/** A chain link: no font on every system has a glyph for it. */
function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1.5 1.5" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1.5-1.5" />
    </svg>
  );
}

/** Where an arrow key, Home or End moves within `count` buttons from `index`; null for other keys. */
function target(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

interface MarkdownToolbarProps {
  controls: string;
  onFormat: (action: FormatAction) => void;
  onInsertImage: () => void;
}

/**
 * Formatting buttons for the Markdown field, a WAI-ARIA toolbar: one Tab stop (the button used
 * last), the arrow keys, Home and End move between the buttons. Each button names itself for
 * screen readers; the glyph is for the eye.
 */
export function MarkdownToolbar({ controls, onFormat, onInsertImage }: MarkdownToolbarProps) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = target(event.key, active, buttons.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="markdown-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.action}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          className={`markdown-toolbar__button markdown-toolbar__button--${button.action}`}
          title={button.key ? `${button.label} (${shortcutLabel(button.key)})` : button.glyph ? button.label : undefined}
          aria-keyshortcuts={button.key ? ariaShortcut(button.key) : undefined}
          onFocus={() => setActive(index)}
          onClick={() => (button.action === 'image' ? onInsertImage() : onFormat(button.action))}
        >
          {button.glyph ? (
            <>
              <span aria-hidden="true">{button.glyph}</span>
              <span className="visually-hidden">{button.label}</span>
            </>
          ) : (
            button.label
          )}
        </button>
      ))}
    </div>
  );
}
