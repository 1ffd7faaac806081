import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreatePostMutation, useUpdatePostMutation, type AdminPost } from '../../api/admin-posts.api';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-error';
import { CoverField } from './cover-field.component';
import { DraftOffer } from './draft-offer.component';
import { findDraft, removeDraft, writeDraft } from './editor-drafts';
import { MarkdownField } from './markdown-field.component';
import { PostDetailsFields } from './post-details-fields.component';
import {
  afterSave,
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
import { SaveProblems } from './save-problems.component';
import { TagsField } from './tags-field.component';
import { TitleField } from './title-field.component';
import { useDraftAutosave } from './use-draft-autosave.hook';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.hook';

const ID = 'post-editor';
const focusTitle = () => document.getElementById(`${ID}-title`)?.focus();

interface PostFormProps {
  /** Absent for a new post. */
  post?: AdminPost;
  onCreated?: (post: AdminPost) => void;
  /** 'Post updated.' after a save, null when the next one starts. */
  onNotice: (notice: string | null) => void;
}

export function PostForm({ post, onCreated, onNotice }: PostFormProps) {
  const navigate = useNavigate();
  const draftKey = post?.id ?? 'new';
  const [baseline, setBaseline] = useState<PostFormValues>(() => (post ? valuesFromPost(post) : NEW_POST_VALUES));
  const [values, setValues] = useState(baseline);
  const [offer, setOffer] = useState(() => findDraft(draftKey, baseline));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string[]>([]);
  const [tokenRejected, setTokenRejected] = useState(false);
  const [createPost, created] = useCreatePostMutation();
  const [updatePost, updated] = useUpdatePostMutation();
  const saving = created.isLoading || updated.isLoading;
  const dirty = !sameValues(values, baseline);
  const confirmLeave = useUnsavedChangesGuard(dirty);
  const autosave = useDraftAutosave({ key: draftKey, values, dirty, paused: offer !== null });
  // What the fields hold now, for the end of a save that typing may have outlasted.
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);

  function set<F extends PostField>(field: F) {
    return (value: PostFormValues[F]) => setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validatePost(values);
    setErrors(problems);
    setSummary([]);
    setTokenRejected(false);
    if (problems.title || problems.content) {
      document.getElementById(problems.title ? `${ID}-title` : `${ID}-content`)?.focus();
      return;
    }
    onNotice(null);
    const sent = values;
    try {
      if (!post) {
        const createdPost = await createPost(toPostInput(sent)).unwrap();
        autosave.forget();
        // Typing that outlasted the save is kept for the new post's editor to offer back.
        if (!sameValues(latestValues.current, sent)) writeDraft(createdPost.id, latestValues.current);
        onCreated?.(createdPost);
        return;
      }
      const saved = valuesFromPost(await updatePost({ id: post.id, ...toPostInput(sent, baseline) }).unwrap());
      setBaseline(saved);
      setValues((current) => afterSave(current, sent, saved));
      onNotice('Post updated.');
    } catch (failure) {
      const found = saveProblems(failure);
      setErrors(found.fields);
      setSummary(found.messages);
      setTokenRejected(isApiError(failure) && failure.kind === 'auth');
    }
  }

  function cancel() {
    if (confirmLeave()) navigate(paths.dashboard.posts.href());
  }

  return (
    <form className="post-form" noValidate onSubmit={(event) => void submit(event)}>
      {offer && (
        <DraftOffer
          savedAt={offer.savedAt}
          onRestore={() => {
            setValues(offer.values);
            setOffer(null);
            focusTitle();
          }}
          onDiscard={() => {
            removeDraft(draftKey);
            setOffer(null);
            focusTitle();
          }}
        />
      )}
      <TitleField id={`${ID}-title`} value={values.title} onChange={set('title')} error={errors.title} />
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
      <SaveProblems messages={summary} tokenRejected={tokenRejected} />
      <div className="actions actions--end">
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
