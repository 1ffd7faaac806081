export interface InsertImageDialogProps {
  /** The post's title, for the 'Image for "{title}"' alt-text fallback. */
  postTitle: string;
  /** Receives the Markdown to put at the cursor: `![alt](url)`. */
  onInsert: (markdown: string) => void;
  onClose: () => void;
}

/** Placeholder until the Insert Image dialog lands (being built in parallel). */
export function InsertImageDialog({ onClose }: InsertImageDialogProps) {
  return (
    <div role="dialog" aria-label="Insert Image">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
