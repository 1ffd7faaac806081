import type { Notice } from './use-timed-notice.hook';

/** Where a section's notices appear: an error is an alert, a success a polite status. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  return (
    <div className="settings-notice-slot" aria-live="polite">
      {notice?.kind === 'error' && (
        <p className="settings-notice settings-notice--error" role="alert">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'success' && <p className="settings-notice settings-notice--success">{notice.text}</p>}
    </div>
  );
}
