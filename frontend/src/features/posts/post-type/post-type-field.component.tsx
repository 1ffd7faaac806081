import type { PostType } from '../api';
import './post-type.css';

interface PostTypeFieldProps {
  id: string;
  value: PostType;
  /** The slug it has or will have, for the page's address. */
  slug: string;
  error?: string;
  onChange: (type: PostType) => void;
}

const CHOICES: Array<{ value: PostType; label: string }> = [
  { value: 'post', label: 'Post' },
  { value: 'page', label: 'Page' },
];

/** Post or page: a page lives at its own address and stays off the blog's lists and feeds. */
export function PostTypeField({ id, value, slug, error, onChange }: PostTypeFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const address = slug || '…';
  return (
    <fieldset
      className="editor-fieldset post-type-field"
      aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')}
    >
      <legend>Type</legend>
      <div className="post-type-field__choices">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="post-type-field__choice">
            <input
              type="radio"
              name="type"
              id={`${id}-${choice.value}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p id={hintId} className="hint">
        {value === 'page' ? `Pages live at /${address} and are not listed on the blog.` : `Posts are listed on the blog, at /blog/${address}.`}
      </p>
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
