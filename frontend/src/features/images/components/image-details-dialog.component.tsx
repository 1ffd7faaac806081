import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button.component';
import { ConfirmDialog } from '../../../components/confirm-dialog.component';
import { Dialog } from '../../../components/dialog.component';
import { formatShortDate } from '../../../lib/dates';
import { formatFileSize } from '../../../lib/file-size';
import { useDeleteImageMutation, useRevertImagesMutation, type LibraryImage } from '../api';
import { dimensions, failureText, imageTitle, ownerName, sourceName } from '../library-format';
import { ImageThumbnail } from './image-thumbnail.component';

export interface ImageDetailsDialogProps {
  image: LibraryImage;
  onClose: () => void;
  onDeleted: (image: LibraryImage) => void;
}

function selectAll(event: SyntheticEvent<HTMLInputElement>) {
  event.currentTarget.select();
}

/**
 * Spec §2 "Image Details". Delete and Revert concern uploads only: post images follow their posts.
 * The delete confirmation replaces this dialog rather than stacking on it, so that Escape and the
 * focus trap belong to one dialog at a time.
 */
export function ImageDetailsDialog({ image, onClose, onDeleted }: ImageDetailsDialogProps) {
  const titleId = useId();
  const urlId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteImage, { isLoading: deleting }] = useDeleteImageMutation();
  const [revertImage, { isLoading: reverting }] = useRevertImagesMutation();
  const isUpload = image.source === 'upload';
  const canRevert = isUpload && image.has_original;

  async function confirmDelete() {
    try {
      await deleteImage(image.id).unwrap();
      onDeleted(image);
    } catch (failure) {
      setConfirming(false);
      setError(`Failed to delete image: ${failureText(failure)}`);
    }
  }

  async function revert() {
    if (reverting) return;
    setError(null);
    setNotice(null);
    try {
      const result = await revertImage(image.id).unwrap();
      setNotice(result.changed > 0 ? 'Reverted: the original file is served again.' : 'Nothing changed: the image already is its original.');
    } catch (failure) {
      setError(`Failed to revert image: ${failureText(failure)}`);
    }
  }

  if (confirming) {
    return (
      <ConfirmDialog
        title="Delete image?"
        message={`"${imageTitle(image)}" will be removed from the library and its file deleted from the site.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    );
  }

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="library-dialog library-details">
      <h2 id={titleId} className="dialog__title">
        Image Details
      </h2>
      <ImageThumbnail src={image.url} alt={image.alt_text ?? ''} className="library-details__preview" eager />
      <dl className="library-details__fields">
        <dt>Source</dt>
        <dd>{sourceName(image)}</dd>
        <dt>
          <label htmlFor={urlId}>URL</label>
        </dt>
        <dd>
          <input id={urlId} className="input library-details__url" type="text" readOnly value={image.url} onFocus={selectAll} onClick={selectAll} />
        </dd>
        <dt>Post</dt>
        <dd>{image.post_title ?? 'Not shown in a post'}</dd>
        <dt>Alt text</dt>
        <dd>{image.alt_text ?? 'None'}</dd>
        <dt>Dimensions</dt>
        <dd>{dimensions(image)}</dd>
        <dt>File size</dt>
        <dd>{formatFileSize(image.file_size_bytes)}</dd>
        <dt>MIME type</dt>
        <dd>{image.mime_type ?? 'unknown'}</dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={image.created_at}>{formatShortDate(image.created_at)}</time>
        </dd>
        <dt>Owner</dt>
        <dd>{ownerName(image)}</dd>
      </dl>
      {!isUpload && <p className="hint library-details__hint">Reconciliation manages post images: edit the post to remove this one.</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="library-details__notice">
        {notice}
      </p>
      <div className="dialog__actions">
        {canRevert && (
          <Button variant="ghost" onClick={revert} aria-disabled={reverting}>
            {reverting ? 'Reverting...' : 'Revert'}
          </Button>
        )}
        {isUpload && (
          <Button variant="secondary" onClick={() => !reverting && setConfirming(true)} aria-disabled={reverting}>
            Delete
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
