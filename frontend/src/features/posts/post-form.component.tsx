import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { changedElsewhere, useCreatePostMutation, useUpdatePostMutation, type AdminPost } from './api';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-error';
import { DraftOffer } from './draft-offer.component';
import { PostHistory } from './history/post-history.component';
import { findDraft, removeDraft, writeDraft } from './editor-drafts';
import { PostConflict } from './post-conflict.component';
import { PostFields } from './post-fields.component';
import {
  afterSave,
  formBase,
  sameValues,
  saveProblems,
  toPostInput,
  validatePost,
  type FieldErrors,
  type FormBase,
  type PostField,
  type PostFormValues,
} from './post-form-values';
import { SaveProblems } from './save-problems.component';
import { useDraftAutosave } from './use-draft-autosave.hook';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.hook';

const ID = 'post-editor';
const LOADED_NEWER = 'Loaded the newer version.';
const RESTORED = 'Version restored.';
const UPDATED = 'Post updated.';
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
  // The saved post the fields started from: set on load and by this form's own saves and loads,
  // never by a refetch behind the author's back, so that a save names the version it was typed on.
  const [base, setBase] = useState<FormBase>(() => formBase(post));
  const [values, setValues] = useState(base.values);
  const [offer, setOffer] = useState(() => findDraft(draftKey, base.values));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string[]>([]);
  const [tokenRejected, setTokenRejected] = useState(false);
  // The post as saved elsewhere, after a save refused because of it (412).
  const [conflict, setConflict] = useState<AdminPost | null>(null);
  const [createPost, created] = useCreatePostMutation();
  const [updatePost, updated] = useUpdatePostMutation();
  const saving = created.isLoading || updated.isLoading;
  const dirty = !sameValues(values, base.values);
  const confirmLeave = useUnsavedChangesGuard(dirty);
  const autosave = useDraftAutosave({ key: draftKey, values, dirty, version: base.version, paused: offer !== null });
  // What the fields hold now, for the end of a save that typing may have outlasted.
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);
  // A control to focus once rendered: the Update button is disabled until the save's answer is shown.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  function change<F extends PostField>(field: F, value: PostFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  // What the last save was asked to change besides the fields, for 'Save over' to ask again.
  const lastRequest = useRef<{ change: Partial<PostFormValues>; notice: string }>({ change: {}, notice: UPDATED });

  /**
   * Saves the fields as they are, with `change` on top (the schedule's actions), over version
   * `ifMatch` (none for a new post); true once saved.
   */
  async function save(ifMatch: number | undefined, change: Partial<PostFormValues> = {}, notice = UPDATED): Promise<boolean> {
    lastRequest.current = { change, notice };
    const sent = { ...values, ...change };
    const problems = validatePost(sent);
    setErrors(problems);
    setSummary([]);
    setTokenRejected(false);
    if (problems.title || problems.content) {
      document.getElementById(problems.title ? `${ID}-title` : `${ID}-content`)?.focus();
      return false;
    }
    onNotice(null);
    try {
      if (!post) {
        const createdPost = await createPost(toPostInput(sent)).unwrap();
        autosave.forget();
        // Typing that outlasted the save is kept for the new post's editor to offer back.
        if (!sameValues({ ...latestValues.current, ...change }, sent)) writeDraft(createdPost.id, latestValues.current, createdPost.version);
        onCreated?.(createdPost);
        return true;
      }
      const answer = await updatePost({ id: post.id, ifMatch, ...toPostInput(sent, base.values) }).unwrap();
      const saved = formBase(answer);
      setBase(saved);
      setValues((current) => afterSave({ ...current, ...change }, sent, saved.values));
      setConflict(null);
      onNotice(notice);
      return true;
    } catch (failure) {
      // Nothing was written: the notice asks the author what to do, and nothing is sent until they choose.
      const current = changedElsewhere(failure);
      if (current) {
        setConflict(current);
        return false;
      }
      const found = saveProblems(failure);
      setErrors(found.fields);
      setSummary(found.messages);
      setTokenRejected(isApiError(failure) && failure.kind === 'auth');
      return false;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(base.version);
  }

  // The notice and its button go once saved: the focus goes on to the Update button below them.
  async function saveOver(current: AdminPost) {
    const { change, notice } = lastRequest.current;
    if (await save(current.version, change, notice)) setFocusNext(`${ID}-submit`);
  }

  // The form shows the newer version; the author's text goes to this browser's kept copy and its
  // 'Restore unsaved changes' offer, from where it comes back (to be saved over that version).
  function loadNewer(current: AdminPost) {
    const loaded = formBase(current);
    const typed = latestValues.current;
    const kept = !sameValues(typed, loaded.values);
    if (kept) setOffer(writeDraft(draftKey, typed, loaded.version));
    setBase(loaded);
    setValues(loaded.values);
    setConflict(null);
    setErrors({});
    onNotice(kept ? `${LOADED_NEWER} Your text was kept: Restore unsaved changes brings it back.` : LOADED_NEWER);
    focusTitle();
  }

  // A restored version (History) takes the fields' place; text not saved yet is kept as above.
  function loadRestored(restored: AdminPost) {
    const loaded = formBase(restored);
    const typed = latestValues.current;
    const kept = !sameValues(typed, base.values) && !sameValues(typed, loaded.values);
    if (kept) setOffer(writeDraft(draftKey, typed, loaded.version));
    setBase(loaded);
    setValues(loaded.values);
    setConflict(null);
    setErrors({});
    onNotice(kept ? `${RESTORED} Your text was kept: Restore unsaved changes brings it back.` : RESTORED);
  }

  function cancel() {
    if (confirmLeave()) navigate(paths.dashboard.posts.href());
  }

  return (
    <form className="post-form" noValidate onSubmit={submit}>
      {offer && (
        <DraftOffer
          savedAt={offer.savedAt}
          onRestore={() => {
            setValues(offer.values);
            // Saved against the version it was typed on: a save since elsewhere is not overwritten unasked.
            setBase((current) => ({ ...current, version: offer.version ?? current.version }));
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
      <PostFields
        id={ID}
        values={values}
        errors={errors}
        onChange={change}
        busy={saving}
        onPublish={(changed, notice) => save(base.version, changed, notice)}
        saved={post}
      />
      <SaveProblems messages={summary} tokenRejected={tokenRejected} />
      {conflict && (
        <PostConflict current={conflict} busy={saving} onLoadNewer={loadNewer} onSaveOver={(current) => void saveOver(current)} />
      )}
      <div className="actions actions--end">
        {post && (
          <PostHistory
            postId={post.id}
            current={{ title: values.title, content: values.content }}
            unsaved={dirty}
            onRestored={loadRestored}
          />
        )}
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button id={`${ID}-submit`} type="submit" disabled={saving}>
          {saving ? 'Saving...' : post ? 'Update' : 'Create'}
        </Button>
      </div>
    </form>
  );
}
