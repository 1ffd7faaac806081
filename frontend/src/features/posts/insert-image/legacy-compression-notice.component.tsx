import { Button } from '../../../components/button.component';
import { formatFileSize } from '../../../lib/file-size';
import type { ImageSize } from './canvas-compress';
import { LEGACY_FAILURE_MESSAGE, type LegacyState } from './use-legacy-compression.hook';

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

/** Spec §4: the large-file warning with its two choices, then the before/after summary or the failure. */
export function LegacyCompressionNotice({ state, fileSize, dimensions, onCompress, onKeep }: LegacyCompressionNoticeProps) {
  if (state.kind === 'none' || state.kind === 'kept') return null;

  if (state.kind === 'done') {
    const { summary } = state;
    return (
      <div className="insert-image__notice insert-image__notice--success" role="status">
        <p>
          <strong>Image compressed.</strong>
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
      </div>
    );
  }

  const compressing = state.kind === 'compressing';
  return (
    <div className="insert-image__notice insert-image__notice--warning">
      <p>
        <strong>This image is large</strong> ({formatFileSize(fileSize)}
        {dimensions ? `, ${pixels(dimensions)}` : ''}). Compress it in the browser before uploading?
      </p>
      <div className="insert-image__choices">
        <Button variant="secondary" onClick={onCompress} disabled={compressing}>
          {compressing ? 'Compressing...' : 'Compress (Legacy)'}
        </Button>
        <Button variant="ghost" onClick={onKeep} disabled={compressing}>
          Keep original
        </Button>
      </div>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {LEGACY_FAILURE_MESSAGE}
        </p>
      )}
    </div>
  );
}
