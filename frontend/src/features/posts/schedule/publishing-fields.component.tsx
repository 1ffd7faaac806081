import { useEffect, useState, type ReactNode } from 'react';
import type { PostStatus } from '../api';
import { Button } from '../../../components/button.component';
import { EditorField } from '../editor-field.component';
import type { FieldErrors, PostFormValues } from '../post-form-values';
import { browserTimeZone } from './local-time';
import { ScheduledSummary } from './scheduled-summary.component';
import { SchedulePanel } from './schedule-panel.component';
import './schedule.css';

/** Saves the post at once with these values changed (Schedule, Unschedule, Publish now); true once saved. */
export type PublishAction = (change: Partial<PostFormValues>, notice: string) => Promise<boolean>;

interface PublishingFieldsProps {
  id: string;
  values: PostFormValues;
  errors: FieldErrors;
  /** A save is running. */
  busy: boolean;
  onStatus: (status: PostStatus) => void;
  onPublishedAt: (value: string) => void;
  onPublish: PublishAction;
  /** More choices about going live, after the schedule (Also send by email). */
  children?: ReactNode;
}

function statusHint(values: PostFormValues): string {
  if (values.status === 'draft') return 'Only you can see a draft.';
  return values.type === 'page' ? 'Readers see a published page at its address.' : 'Readers see a published post on the blog.';
}

/**
 * Draft or published as a field saved with the rest, a publish date that can backdate, and the
 * schedule: set, changed, dropped (back to draft) or brought forward to now, each saved at once.
 */
export function PublishingFields({ id, values, errors, busy, onStatus, onPublishedAt, onPublish, children }: PublishingFieldsProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  // A control to focus once rendered: the one an action leaves the author at.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const scheduled = values.status === 'scheduled';
  const panelId = `${id}-schedule`;
  const toggleId = scheduled ? `${id}-change-date` : `${id}-schedule-toggle`;

  async function act(change: Partial<PostFormValues>, notice: string, focus: string) {
    if (!(await onPublish(change, notice))) return;
    setPanelOpen(false);
    setFocusNext(focus);
  }

  function closePanel() {
    setPanelOpen(false);
    setFocusNext(toggleId);
  }

  return (
    <fieldset className="editor-fieldset publishing-fields">
      <legend>Publishing</legend>
      {scheduled ? (
        <ScheduledSummary
          id={`${id}-scheduled`}
          at={values.publishedAt}
          busy={busy}
          onUnschedule={() => void act({ status: 'draft' }, 'Post unscheduled.', `${id}-schedule-toggle`)}
          onPublishNow={() => void act({ status: 'published', publishedAt: '' }, 'Post published.', `${id}-status`)}
          onChangeDate={() => setPanelOpen((open) => !open)}
          panelId={panelId}
          changeDateId={toggleId}
          changing={panelOpen}
        />
      ) : (
        <EditorField id={`${id}-status`} label="Status" hint={statusHint(values)} error={errors.status}>
          {(control) => (
            <select {...control} name="status" value={values.status} onChange={(event) => onStatus(event.target.value as PostStatus)}>
              <option value="draft">draft</option>
              <option value="published">published</option>
            </select>
          )}
        </EditorField>
      )}
      {values.status === 'published' && (
        <EditorField
          id={`${id}-published-at`}
          label="Publish date"
          hint={`Optional, in your time zone (${browserTimeZone()}). A date in the past backdates the post; blank means now.`}
          error={errors.publishedAt}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="published_at"
              value={values.publishedAt}
              onChange={(event) => onPublishedAt(event.target.value)}
            />
          )}
        </EditorField>
      )}
      {values.status === 'draft' && (
        <div>
          <Button
            id={toggleId}
            variant="secondary"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => setPanelOpen((open) => !open)}
          >
            Schedule for later
          </Button>
        </div>
      )}
      {panelOpen && values.status !== 'published' && (
        <SchedulePanel
          id={panelId}
          initial={scheduled ? values.publishedAt : ''}
          error={errors.publishedAt}
          busy={busy}
          onSchedule={(at) => void act({ status: 'scheduled', publishedAt: at }, 'Post scheduled.', `${id}-scheduled`)}
          onCancel={closePanel}
        />
      )}
      {children}
    </fieldset>
  );
}
