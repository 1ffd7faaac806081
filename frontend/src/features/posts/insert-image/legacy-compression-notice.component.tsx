import { Button } from '../../../components/button.component';
import { formatFileSize } from '../../../lib/file-size';
import type { ImageSize } from './canvas-compress';
import { useFocusWhenLost } from './use-focus-when-lost.hook';
import { LEGACY_FAILURE_MESSAGE, type LegacySummary, type LegacyState } from './use-legacy-compression.hook';

interface LegacyCompressionNoticeProps {
  state: LegacyState;
  fileSize: number;
  dimensions: ImageSize | null;
  onCompress: () => void;
  onKeep: () => void;
}

function pixels({ width, height }: ImageSize): string {
  return `${width} × ${height} px`;
}

function Summary({ summary }: { summary: LegacySummary }) {
  // The buttons that had the focus are gone: hand it to what replaced them rather than to <body>.
  const focusRef = useFocusWhenLost<HTMLDivElement>();

  return (
    <div ref={focusRef} tabIndex={-1} className="notice insert-image__notice insert-image__notice--success">
      <p>
        <strong>{summary.keptOriginal ? 'Compression did not make the file smaller.' : 'Image compressed.'}</strong>
      </p>
      <dl className="insert-image__summary">
        <dt>Original</dt>
        <dd>
          {formatFileSize(summary.originalBytes)}, {pixels(summary.original)}
        </dd>
        <dt>Compressed</dt>
        <dd>
          {formatFileSize(summary.compressedBytes)}, {pixels(summary.result)}
        </dd>
      </dl>
      {summary.keptOriginal && <p>The original file is kept and will be uploaded.</p>}
    </div>
  );
}

function Warning({ state, fileSize, dimensions, onCompress, onKeep }: LegacyCompressionNoticeProps) {
  const compressing = state.kind === 'compressing';
  return (
    <div className="notice notice--warning insert-image__notice">
      <p>
        <strong>This image is large</strong> ({formatFileSize(fileSize)}
        {dimensions ? `, ${pixels(dimensions)}` : ''}). Compress it in the browser before uploading?
      </p>
      <div className="actions">
        {/* aria-disabled, not disabled: the pressed button keeps the focus while the work runs. */}
        <Button variant="secondary" onClick={() => !compressing && onCompress()} aria-disabled={compressing}>
          {compressing ? 'Compressing...' : 'Compress (Legacy)'}
        </Button>
        <Button variant="ghost" onClick={() => !compressing && onKeep()} aria-disabled={compressing}>
          Keep original
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec §4: the large-file warning with its two choices, then the before/after summary or the
 * failure. The status region is always there, so that what appears in it is announced.
 */
export function LegacyCompressionNotice(props: LegacyCompressionNoticeProps) {
  const { state } = props;
  return (
    <>
      <div role="status" className="insert-image__live">
        {state.kind === 'done' && <Summary summary={state.summary} />}
        {(state.kind === 'offered' || state.kind === 'compressing' || state.kind === 'failed') && <Warning {...props} />}
      </div>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {LEGACY_FAILURE_MESSAGE}
        </p>
      )}
    </>
  );
}
