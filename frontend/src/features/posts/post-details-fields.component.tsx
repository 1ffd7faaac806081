import type { PostStatus } from '../../api/admin-posts.api';
import { EditorField } from './editor-field.component';
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
      <EditorField
        id={`${id}-status`}
        label="Status"
        hint={values.status === 'draft' ? 'Only you can see a draft.' : 'Readers see a published post on the blog.'}
        error={errors.status}
      >
        {(control) => (
          <select {...control} name="status" value={values.status} onChange={(event) => onStatus(event.target.value as PostStatus)}>
            <option value="draft">draft</option>
            <option value="published">published</option>
          </select>
        )}
      </EditorField>
      <EditorField
        id={`${id}-excerpt`}
        label="Excerpt"
        hint="Optional. Leave it empty to use the first lines of the text."
        error={errors.excerpt}
      >
        {(control) => (
          <textarea {...control} name="excerpt" rows={3} value={values.excerpt} onChange={(event) => onExcerpt(event.target.value)} />
        )}
      </EditorField>
    </>
  );
}
