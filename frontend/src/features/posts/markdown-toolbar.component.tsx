import type { ReactNode } from 'react';
import type { FormatAction } from './markdown-format';

interface ToolbarButton {
  action: FormatAction;
  label: string;
  glyph: ReactNode;
  /** The letter that, with Ctrl (Cmd on a Mac), does the same in the text. */
  key?: string;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const buttons: ToolbarButton[] = [
  { action: 'bold', label: 'Bold', glyph: 'B', key: 'B' },
  { action: 'italic', label: 'Italic', glyph: 'I', key: 'I' },
  { action: 'heading', label: 'Heading', glyph: 'H' },
  { action: 'link', label: 'Link', glyph: <LinkIcon /> },
  { action: 'quote', label: 'Quote', glyph: '❝' },
  { action: 'code', label: 'Code', glyph: '</>' },
  { action: 'bulleted-list', label: 'Bulleted list', glyph: '•≡' },
  { action: 'numbered-list', label: 'Numbered list', glyph: '1≡' },
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

interface MarkdownToolbarProps {
  controls: string;
  onFormat: (action: FormatAction) => void;
  onInsertImage: () => void;
}

/** Formatting buttons for the Markdown field; each names itself for screen readers, the glyph is for the eye. */
export function MarkdownToolbar({ controls, onFormat, onInsertImage }: MarkdownToolbarProps) {
  return (
    <div className="markdown-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls}>
      {buttons.map((button) => (
        <button
          key={button.action}
          type="button"
          className={`markdown-toolbar__button markdown-toolbar__button--${button.action}`}
          title={button.key ? `${button.label} (${isMac ? '⌘' : 'Ctrl+'}${button.key})` : button.label}
          aria-keyshortcuts={button.key ? `${isMac ? 'Meta' : 'Control'}+${button.key}` : undefined}
          onClick={() => onFormat(button.action)}
        >
          <span aria-hidden="true">{button.glyph}</span>
          <span className="visually-hidden">{button.label}</span>
        </button>
      ))}
      <button type="button" className="markdown-toolbar__button markdown-toolbar__button--image" onClick={onInsertImage}>
        Insert Image
      </button>
    </div>
  );
}
