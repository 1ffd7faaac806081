import { TAGS } from '../../lib/tags';
import { parseTags } from './post-form-values';

interface TagsFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Tags as comma-separated text, with the spec's tag set one press away (pressing a chosen one removes it). */
export function TagsField({ id, value, onChange, error }: TagsFieldProps) {
  const tags = parseTags(value);
  const chosen = new Set(tags.map((tag) => tag.toLowerCase()));

  function toggle(tag: string) {
    const next = chosen.has(tag) ? tags.filter((item) => item.toLowerCase() !== tag) : [...tags, tag];
    onChange(next.join(', '));
  }

  return (
    <div className="editor-field">
      <label htmlFor={id}>Tags</label>
      <input
        id={id}
        name="tags"
        value={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="editor-field__hint">
        Separate tags with commas.
      </p>
      <div className="tag-picks" role="group" aria-label="Suggested tags">
        {TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="tag tag--button"
            aria-pressed={chosen.has(tag)}
            onClick={() => toggle(tag)}
          >
            {tag}
          </button>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
