import type { PostType } from '../api';
import { EditorField } from '../editor-field.component';

interface SlugFieldProps {
  id: string;
  type: PostType;
  value: string;
  /** What the server will make of the title while the field is blank. */
  suggested: string;
  /** A published post: changing its address leaves a redirect from the old one. */
  published: boolean;
  error?: string;
  onChange: (slug: string) => void;
}

/** The address's last part: a page's whole address (/about), a post's after /blog/. */
export function SlugField({ id, type, value, suggested, published, error, onChange }: SlugFieldProps) {
  const prefix = type === 'page' ? '/' : '/blog/';
  const moved = published ? ' Readers of the old address are sent to the new one.' : '';
  return (
    <EditorField
      id={id}
      label="Address"
      hint={`${prefix}${value.trim() || suggested || '…'} — lowercase letters and digits joined by dashes; left empty, it is made from the title.${moved}`}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          name="slug"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={80}
          placeholder={suggested}
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
      )}
    </EditorField>
  );
}
