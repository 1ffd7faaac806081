import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.component';
import { EditorField } from '../editor-field.component';
import { browserTimeZone, fromLocalInput } from './local-time';

interface SchedulePanelProps {
  id: string;
  /** The date it opens with (datetime-local), '' for none. */
  initial: string;
  /** The server's reason the last schedule was refused. */
  error?: string;
  busy: boolean;
  onSchedule: (at: string) => void;
  onCancel: () => void;
}

/** The date and time a post is to go live, in the author's time zone, and the button that schedules it. */
export function SchedulePanel({ id, initial, error, busy, onSchedule, onCancel }: SchedulePanelProps) {
  const [at, setAt] = useState(initial);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  // A refused schedule sends the author back to the date.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  function schedule() {
    if (!fromLocalInput(at)) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    onSchedule(at);
  }

  return (
    <div id={id} className="schedule-panel" role="group" aria-label="Schedule">
      <EditorField
        id={`${id}-at`}
        label="Publish on"
        hint={`The post goes live then, by your time zone (${browserTimeZone()}).`}
        error={missing ? 'Choose the date and time the post goes live.' : error}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="datetime-local"
            name="scheduled_at"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            onKeyDown={(event) => {
              // Enter schedules, as it would submit a form of its own, instead of saving the post.
              if (event.key === 'Enter') {
                event.preventDefault();
                schedule();
              }
            }}
          />
        )}
      </EditorField>
      <div className="actions">
        <Button onClick={schedule} disabled={busy}>
          {busy ? 'Scheduling...' : 'Schedule'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
