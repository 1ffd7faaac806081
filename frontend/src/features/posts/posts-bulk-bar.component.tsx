import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { errorMessage } from '../../lib/api-error';
import { type BulkPostsRequest, useBulkPostsMutation } from './api';
import { bulkOutcome } from './posts-bulk-outcome';

export interface BulkNotice {
  text: string;
  failures: string[];
  failed: boolean;
  /** The posts a delete removed, which Undo brings back. */
  deleted?: string[];
}

interface PostsBulkBarProps {
  selected: readonly string[];
  titleOf: (id: string) => string;
  onNotice: (notice: BulkNotice) => void;
}

const posts = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

/** The two tag actions share one small form: the tag's name, and the button that applies it. */
const TAGGING = {
  tag: { open: 'Add tag', label: 'Tag to add', submit: 'Add' },
  untag: { open: 'Remove tag', label: 'Tag to remove', submit: 'Remove' },
} as const;
type Tagging = keyof typeof TAGGING;

/** What the author can do to the ticked posts: publish, unpublish, tag, untag or delete them (asked first), each post reported. */
export function PostsBulkBar({ selected, titleOf, onNotice }: PostsBulkBarProps) {
  const id = useId();
  const [bulk, { isLoading }] = useBulkPostsMutation();
  const [tagging, setTagging] = useState<Tagging | null>(null);
  const [tag, setTag] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  async function run(request: Omit<BulkPostsRequest, 'ids'>) {
    try {
      const result = await bulk({ ...request, ids: [...selected] }).unwrap();
      const outcome = bulkOutcome(result, titleOf, request.tag);
      const deleted = request.action === 'delete' ? result.results.filter((item) => item.outcome === 'done').map((item) => item.id) : undefined;
      onNotice({ ...outcome, failed: outcome.failures.length > 0, deleted: deleted?.length ? deleted : undefined });
    } catch (failure) {
      onNotice({ text: `Failed to change the posts: ${errorMessage(failure)}`, failures: [], failed: true });
    }
  }

  function applyTag(event: FormEvent) {
    event.preventDefault();
    const name = tag.trim();
    if (!name || !tagging) return;
    setTagging(null);
    setTag('');
    void run({ action: tagging, tag: name });
  }

  if (selected.length === 0) return null;
  return (
    <div className="posts-bulk-bar" role="region" aria-label="Selected posts">
      <p className="posts-bulk-bar__count">{posts(selected.length)} selected</p>
      <div className="button-row">
        <Button variant="secondary" disabled={isLoading} onClick={() => void run({ action: 'publish' })}>
          Publish
        </Button>
        <Button variant="secondary" disabled={isLoading} onClick={() => void run({ action: 'unpublish' })}>
          Unpublish
        </Button>
        {(Object.keys(TAGGING) as Tagging[]).map((action) => (
          <Button
            key={action}
            variant="secondary"
            disabled={isLoading}
            aria-expanded={tagging === action}
            aria-controls={tagging === action ? `${id}-tag` : undefined}
            onClick={() => setTagging(tagging === action ? null : action)}
          >
            {TAGGING[action].open}
          </Button>
        ))}
        <Button variant="secondary" disabled={isLoading} onClick={() => setConfirmingDelete(true)}>
          Delete
        </Button>
      </div>
      {tagging && (
        <form id={`${id}-tag`} className="posts-bulk-bar__tag" onSubmit={applyTag}>
          <label htmlFor={`${id}-tag-name`}>{TAGGING[tagging].label}</label>
          <input id={`${id}-tag-name`} className="input" value={tag} maxLength={50} autoFocus onChange={(event) => setTag(event.target.value)} />
          <Button type="submit" disabled={!tag.trim()}>
            {TAGGING[tagging].submit}
          </Button>
        </form>
      )}
      {confirmingDelete && (
        <ConfirmDialog
          title="Delete Posts"
          message={`Delete ${posts(selected.length)}? You can undo this for a while after.`}
          confirmLabel={`Delete ${posts(selected.length)}`}
          busyLabel="Deleting..."
          busy={isLoading}
          onConfirm={() => void run({ action: 'delete' }).finally(() => setConfirmingDelete(false))}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </div>
  );
}
