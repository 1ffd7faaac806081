import { useId } from 'react';
import { Button } from '../../../components/button.component';
import { Dialog } from '../../../components/dialog.component';
import { DropZone } from '../../../components/drop-zone.component';
import { formatFileSize } from '../../../lib/file-size';
import { acceptedTypes } from '../../../lib/image-files';
import type { UploadItem } from '../hooks/use-library-uploads.hook';

export interface UploadDialogProps {
  items: UploadItem[];
  notice: string | null;
  uploading: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  onUpload: () => void;
  onClose: () => void;
}

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove: (key: number) => void }) {
  const percent = Math.round(item.progress * 100);
  const sent = item.state === 'uploading' || item.state === 'done' || item.state === 'failed';
  return (
    <li className={`library-upload-item library-upload-item--${item.state}`}>
      <div className="library-upload-item__head">
        <span className="library-upload-item__name">{item.file.name}</span>
        <span className="library-upload-item__size">{formatFileSize(item.file.size)}</span>
      </div>
      {sent && (
        <div className="library-upload-item__progress">
          <progress max={100} value={percent} aria-label={`Upload of ${item.file.name}`} />
          <span>{item.state === 'done' ? 'Uploaded' : `${percent}%`}</span>
        </div>
      )}
      {item.message && (
        <p className="form-error" role="alert">
          {item.message}
        </p>
      )}
      {item.warning && (
        <p className="notice notice--warning library-upload-item__warning" role="alert">
          {item.warning}
        </p>
      )}
      {(item.state === 'ready' || item.state === 'invalid') && (
        <Button variant="ghost" className="button--small" onClick={() => onRemove(item.key)} aria-label={`Remove ${item.file.name}`}>
          Remove
        </Button>
      )}
    </li>
  );
}

/** '2 of 3 uploaded' (and how many failed) once sending has begun; '' before. */
export function uploadSummary(items: UploadItem[]): string {
  const queued = items.filter((item) => item.state !== 'invalid');
  const done = queued.filter((item) => item.state === 'done').length;
  const failed = queued.filter((item) => item.state === 'failed').length;
  if (!queued.some((item) => item.state !== 'ready')) return '';
  return `${done} of ${queued.length} uploaded${failed ? `, ${failed} failed` : ''}`;
}

/** Spec §2 "Upload Images": choose or drop files, checked at once, each sent with a progress bar. */
export function UploadDialog({ items, notice, uploading, onAdd, onRemove, onUpload, onClose }: UploadDialogProps) {
  const titleId = useId();
  const cannotUpload = uploading || !items.some((item) => item.state === 'ready');

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="library-dialog">
      <h2 id={titleId} className="dialog__title">
        Upload Images
      </h2>
      <DropZone
        lead="Drop images here, or"
        chooseLabel="Choose files"
        hint="JPEG, PNG, WebP or GIF, up to 5 MB each."
        accept={acceptedTypes('library')}
        multiple
        disabled={uploading}
        onFiles={onAdd}
      />
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      <p className="library-upload-summary" role="status">
        {uploadSummary(items)}
      </p>
      {items.length > 0 && (
        <ul className="library-upload-list" aria-label="Files to upload">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onRemove={onRemove} />
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {/* aria-disabled, not disabled: the pressed button keeps the focus while the files go up. */}
        <Button onClick={() => !cannotUpload && onUpload()} aria-disabled={cannotUpload}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </Dialog>
  );
}
