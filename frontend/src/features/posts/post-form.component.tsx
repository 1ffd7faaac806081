import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreatePostMutation, useUpdatePostMutation, type AdminPost } from '../../api/admin-posts.api';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { CoverField } from './cover-field.component';
import { MarkdownField } from './markdown-field.component';
import { PostDetailsFields } from './post-details-fields.component';
import {
  NEW_POST_VALUES,
  sameValues,
  saveProblems,
  toPostInput,
  validatePost,
  valuesFromPost,
  type FieldErrors,
  type PostField,
  type PostFormValues,
} from './post-form-values';
import { TagsField } from './tags-field.component';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.hook';

const ID = 'post-editor';

interface PostFormProps {
  /** Absent for a new post. */
  post?: AdminPost;
  /** Shown until the next save, e.g. 'Post created.' after arriving from the new-post form. */
  initialNotice?: string | null;
  onCreated?: (post: AdminPost) => void;
}

export function PostForm({ post, initialNotice = null, onCreated }: PostFormProps) {
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<PostFormValues>(() => (post ? valuesFromPost(post) : NEW_POST_VALUES));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string[]>([]);
  const [notice, setNotice] = useState(initialNotice);
  const [createPost, created] = useCreatePostMutation();
  const [updatePost, updated] = useUpdatePostMutation();
  const saving = created.isLoading || updated.isLoading;
  const confirmLeave = useUnsavedChangesGuard(!sameValues(values, baseline));

  function set<F extends PostField>(field: F) {
    return (value: PostFormValues[F]) => setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validatePost(values);
    setErrors(problems);
    setSummary([]);
    if (problems.title || problems.content) {
      document.getElementById(problems.title ? `${ID}-title` : `${ID}-content`)?.focus();
      return;
    }
    setNotice(null);
    const sent = values;
    try {
      if (!post) {
        onCreated?.(await createPost(toPostInput(sent)).unwrap());
        return;
      }
      const saved = valuesFromPost(await updatePost({ id: post.id, ...toPostInput(sent, baseline) }).unwrap());
      setBaseline(saved);
      // What the server made of the fields (trimmed tags, a fresh automatic excerpt), unless typing went on meanwhile.
      setValues((current) => (sameValues(current, sent) ? saved : current));
      setNotice('Post updated.');
    } catch (failure) {
      const found = saveProblems(failure);
      setErrors(found.fields);
      setSummary(found.messages);
    }
  }

  function cancel() {
    if (confirmLeave()) navigate(paths.dashboard.posts.href());
  }

  return (
    <form className="post-form" noValidate onSubmit={(event) => void submit(event)}>
      <div role="status" className="post-form__status">
        {notice && <p className="notice">{notice}</p>}
      </div>
      <div className="editor-field">
        <label htmlFor={`${ID}-title`}>Title</label>
        <input
          id={`${ID}-title`}
          name="title"
          value={values.title}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ID}-title-error` : undefined}
          onChange={(event) => set('title')(event.target.value)}
        />
        {errors.title && (
          <p id={`${ID}-title-error`} className="form-error">
            {errors.title}
          </p>
        )}
      </div>
      <MarkdownField
        id={`${ID}-content`}
        value={values.content}
        onChange={set('content')}
        error={errors.content}
        postTitle={values.title}
      />
      <div className="post-form__details">
        <PostDetailsFields id={ID} values={values} errors={errors} onStatus={set('status')} onExcerpt={set('excerpt')} />
        <TagsField id={`${ID}-tags`} value={values.tags} onChange={set('tags')} error={errors.tags} />
        <CoverField
          id={`${ID}-cover`}
          url={values.coverImageUrl}
          alt={values.coverImageAlt}
          onUrlChange={set('coverImageUrl')}
          onAltChange={set('coverImageAlt')}
          urlError={errors.coverImageUrl}
          altError={errors.coverImageAlt}
        />
      </div>
      {summary.length > 0 && (
        <div className="post-form__summary" role="alert">
          <p>The post was not saved:</p>
          <ul>
            {summary.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="post-form__actions">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : post ? 'Update' : 'Create'}
        </Button>
      </div>
    </form>
  );
}
