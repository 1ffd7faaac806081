import { useId } from 'react';
import { Button } from '../../components/button.component';
import { formatSavedTime } from '../../lib/dates';

interface DraftOfferProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** The offer to bring back unsaved text this browser kept for the post (see editor-drafts). */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  const textId = useId();
  return (
    <div className="notice draft-offer" role="group" aria-labelledby={textId}>
      <p id={textId}>Unsaved changes from {formatSavedTime(savedAt)} were kept in this browser.</p>
      <div className="actions">
        <Button onClick={onRestore}>Restore unsaved changes</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
