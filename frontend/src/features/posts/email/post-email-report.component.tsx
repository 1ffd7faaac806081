import { useId } from 'react';
import type { AdminPost } from '../api';
import { isSending, type PostEmailReport as Report } from './api';
import { EMAIL_STATUS_NAMES, formatEmailTime } from './email-format';
import { usePostEmail } from './use-post-email.hook';
import './post-email.css';

/** The saved post's delivery report, when it has been emailed (below the editor's form). */
export function PostEmailPanel({ post }: { post: AdminPost }) {
  const report = usePostEmail(post);
  return report ? <PostEmailReport report={report} /> : null;
}

/** Issue 17 point 4: how the post's email went, read again while it is queued or sending. */
export function PostEmailReport({ report }: { report: Report }) {
  const titleId = useId();
  const sending = isSending(report.status);
  const done = report.sent + report.failed + report.suppressed;
  return (
    <section className="panel post-email-report" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        Email delivery
      </h2>
      <p className="post-email-report__status">
        {/* Only the status is announced: the counts change every few seconds while it sends. */}
        <span role="status" className={`post-email-status post-email-status--${report.status}`}>
          {EMAIL_STATUS_NAMES[report.status] ?? report.status}
        </span>
        {sending && <span>{`${done.toLocaleString('en-US')} of ${report.recipients.toLocaleString('en-US')} done`}</span>}
      </p>
      {sending && <progress className="post-email-report__progress" max={Math.max(report.recipients, 1)} value={done} aria-label="Email delivery progress" />}
      <dl className="facts post-email-report__facts">
        <Fact term="Recipients" value={report.recipients} />
        <Fact term="Sent" value={report.sent} />
        <Fact term="Failed" value={report.failed} />
        <Fact term="Suppressed" value={report.suppressed} />
        <div>
          <dt>Started</dt>
          <dd>{report.started_at ? <time dateTime={report.started_at}>{formatEmailTime(report.started_at)}</time> : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Finished</dt>
          <dd>{report.finished_at ? <time dateTime={report.finished_at}>{formatEmailTime(report.finished_at)}</time> : 'Not yet'}</dd>
        </div>
      </dl>
      {report.suppressed > 0 && <p className="hint">Suppressed: addresses that refused mail before; they are skipped.</p>}
      {report.failures.length > 0 && (
        <>
          <h3 className="post-email-report__failures-title">{`Failures (${report.failures.length})`}</h3>
          <ul className="post-email-report__failures">
            {report.failures.map((failure) => (
              <li key={failure.email}>
                <span className="post-email-report__address">{failure.email}</span>
                <span className="post-email-report__answer">{failure.answer}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: number }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}
