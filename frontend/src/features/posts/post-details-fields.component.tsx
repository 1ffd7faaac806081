import type { PostStatus } from '../../api/admin-posts.api';
import type { FieldErrors, PostFormValues } from './post-form-values';

interface PostDetailsFieldsProps {
  id: string;
  values: PostFormValues;
  errors: FieldErrors;
  onStatus: (status: PostStatus) => void;
  onExcerpt: (excerpt: string) => void;
}

/** Status and excerpt. */
export function PostDetailsFields({ id, values, errors, onStatus, onExcerpt }: PostDetailsFieldsProps) {
  return (
    <>
      <div className="editor-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          name="status"
          value={values.status}
          aria-describedby={`${id}-status-hint`}
          onChange={(event) => onStatus(event.target.value as PostStatus)}
        >
          <option value="draft">draft</option>
          <option value="published">published</option>
        </select>
        <p id={`${id}-status-hint`} className="editor-field__hint">
          {values.status === 'draft' ? 'Only you can see a draft.' : 'Readers see a published post on the blog.'}
        </p>
        {errors.status && <p className="form-error">{errors.status}</p>}
      </div>
      <div className="editor-field">
        <label htmlFor={`${id}-excerpt`}>Excerpt</label>
        <textarea
          id={`${id}-excerpt`}
          name="excerpt"
          rows={3}
          value={values.excerpt}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={errors.excerpt ? `${id}-excerpt-error ${id}-excerpt-hint` : `${id}-excerpt-hint`}
          onChange={(event) => onExcerpt(event.target.value)}
        />
        <p id={`${id}-excerpt-hint`} className="editor-field__hint">
          Optional. Leave it empty to use the first lines of the text.
        </p>
        {errors.excerpt && (
          <p id={`${id}-excerpt-error`} className="form-error">
            {errors.excerpt}
          </p>
        )}
      </div>
    </>
  );
}
