import { useId } from 'react';
import { Button } from './button.component';
import { Dialog } from './dialog.component';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence. */
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; both buttons are disabled then. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (delete a post, an image); Cancel gets the focus first. */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={busy ? () => undefined : onCancel} className="dialog--confirm">
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p>{message}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
