import type { AdminPost } from '../api';
import { isSending, type PostEmailReport } from './api';
import { useSubscribersQuery } from '../../subscribers';
import { formatEmailTime } from './email-format';
import { usePostEmail } from './use-post-email.hook';
import './post-email.css';

interface SendEmailFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The post as saved; absent for a new one. */
  saved?: AdminPost;
  /** What the status field says now, saved or not. */
  status: AdminPost['status'];
}

function readers(count: number | undefined): string {
  if (count === undefined) return 'your confirmed subscribers';
  return count === 1 ? 'your 1 confirmed subscriber' : `your ${count.toLocaleString('en-US')} confirmed subscribers`;
}

function hint(status: AdminPost['status'], savedLive: boolean, confirmed: number | undefined): string {
  const who = readers(confirmed);
  if (savedLive) return `Ticked, saving emails the post to ${who}, if it went live less than a day ago. A post is emailed only once.`;
  if (status === 'scheduled') return `The post is emailed once to ${who} when it goes live on its date.`;
  if (status === 'published') return `The post is emailed once to ${who} when you save it.`;
  return `The post is emailed once to ${who} when it is published or goes live on its schedule.`;
}

function sentNote(report: PostEmailReport): string {
  if (isSending(report.status)) return 'This post is being emailed to subscribers: see the delivery report below. A post is emailed only once.';
  const when = report.finished_at ?? report.started_at;
  return `This post was emailed to subscribers${when ? ` on ${formatEmailTime(when)}` : ''}. A post is emailed only once.`;
}

/**
 * "Also send by email" beside the publishing fields, with whom it goes to (the confirmed count, from
 * the Subscribers list's counts); once the post has an email, ticked, disabled and said so.
 */
export function SendEmailField({ id, checked, onChange, saved, status }: SendEmailFieldProps) {
  const { data } = useSubscribersQuery({ page: 1 });
  const report = usePostEmail(saved);
  const hintId = `${id}-hint`;
  const emailed = Boolean(report);
  return (
    <div className="field send-email-field">
      <div className="send-email-field__row">
        <input
          id={id}
          type="checkbox"
          name="send_email"
          checked={checked || emailed}
          disabled={emailed}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>Also send by email</label>
      </div>
      <p id={hintId} className="hint">
        {report ? sentNote(report) : hint(status, saved?.status === 'published', data?.counts.confirmed)}
      </p>
    </div>
  );
}
