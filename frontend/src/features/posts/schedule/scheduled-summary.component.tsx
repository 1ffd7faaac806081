import { Button } from '../../../components/button.component';
import { fromLocalInput, scheduledForText } from './local-time';

interface ScheduledSummaryProps {
  /** The id of the 'Scheduled for …' text, which takes the focus once a schedule is saved. */
  id: string;
  /** The datetime-local value it goes live at. */
  at: string;
  busy: boolean;
  onUnschedule: () => void;
  onPublishNow: () => void;
  onChangeDate: () => void;
  /** The date panel, open while the date is being changed, and the button that opens it. */
  panelId: string;
  changeDateId: string;
  changing: boolean;
}

/** 'Scheduled for …' and what can be done about it. */
export function ScheduledSummary({ id, at, busy, onUnschedule, onPublishNow, onChangeDate, panelId, changeDateId, changing }: ScheduledSummaryProps) {
  return (
    <div className="scheduled-summary">
      <p id={id} tabIndex={-1} className="scheduled-summary__when">
        {scheduledForText(fromLocalInput(at))}
      </p>
      <div className="actions">
        <Button variant="secondary" className="button--small" onClick={onUnschedule} disabled={busy}>
          Unschedule
        </Button>
        <Button variant="secondary" className="button--small" onClick={onPublishNow} disabled={busy}>
          Publish now
        </Button>
        <Button
          id={changeDateId}
          variant="ghost"
          className="button--small"
          aria-expanded={changing}
          aria-controls={changing ? panelId : undefined}
          onClick={onChangeDate}
          disabled={busy}
        >
          Change date
        </Button>
      </div>
    </div>
  );
}
