import type { Notice } from './use-timed-notice.hook';

/**
 * Where a section's notices appear. A success goes into a polite status region that is always
 * there (a region is only heard when its content changes); an error is an alert of its own,
 * outside it, so that it is announced once, not twice.
 */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  return (
    <div className="settings-notice-slot">
      <div role="status">
        {notice?.kind === 'success' && <p className="settings-notice settings-notice--success">{notice.text}</p>}
      </div>
      {notice?.kind === 'error' && (
        <p className="settings-notice settings-notice--error" role="alert">
          {notice.text}
        </p>
      )}
    </div>
  );
}
