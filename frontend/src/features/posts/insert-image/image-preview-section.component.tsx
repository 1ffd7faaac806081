import { useId, useState } from 'react';
import type { CompressionStats, UploadedImage } from '../../../api/image-upload';
import { formatFileSize } from '../../../lib/file-size';
import { ExternalImageNotice } from './external-image-notice.component';
import type { ImageMeasurement } from './external-image';
import { ImagePreview } from './image-preview.component';
import { readShowPreview, writeShowPreview } from './preview-preference';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.hook';
import { useDataUrl } from './use-data-url.hook';

const URL_SETTLE_MS = 400;

/** A URL replaced by the server's compressed copy, and what the compression did. */
export interface ServerCopy {
  url: string;
  from: string;
  stats: CompressionStats;
}

interface ImagePreviewSectionProps {
  /** The file to show (already validated), or null. */
  file: Blob | null;
  /** A usable URL to show, or ''. */
  url: string;
  alt: string;
  serverCopy: ServerCopy | null;
  onServerCopy: (image: UploadedImage, from: string) => void;
}

/** 'Show Preview' (remembered for the session), the preview, and the external-image flags it measures. */
export function ImagePreviewSection({ file, url, alt, serverCopy, onServerCopy }: ImagePreviewSectionProps) {
  const toggleId = useId();
  const [show, setShow] = useState(readShowPreview);
  const [measured, setMeasured] = useState<{ src: string; measurement: ImageMeasurement } | null>(null);
  const fileUrl = useDataUrl(show ? file : null);
  const settledUrl = useDebouncedValue(url, URL_SETTLE_MS);
  const shownUrl = url && settledUrl === url ? url : '';
  const src = file ? fileUrl : shownUrl;

  function toggle(next: boolean) {
    setShow(next);
    writeShowPreview(next);
  }

  return (
    <div className="insert-image__preview-section">
      <div className="insert-image__toggle">
        <input id={toggleId} type="checkbox" checked={show} onChange={(event) => toggle(event.target.checked)} />
        <label htmlFor={toggleId}>Show Preview</label>
      </div>
      {show && src && (
        <ImagePreview
          src={src}
          alt={alt}
          onMeasured={file ? undefined : (measuredSrc, measurement) => setMeasured({ src: measuredSrc, measurement })}
        />
      )}
      {show && !file && shownUrl && measured?.src === shownUrl && (
        <ExternalImageNotice
          url={shownUrl}
          measurement={measured.measurement}
          onCompressed={(image) => onServerCopy(image, shownUrl)}
        />
      )}
      {serverCopy && (
        <p className="insert-image__notice insert-image__notice--success" role="status">
          <strong>Compressed copy stored on this site.</strong> {formatFileSize(serverCopy.stats.original_bytes)} →{' '}
          {formatFileSize(serverCopy.stats.compressed_bytes)}, {serverCopy.stats.width} × {serverCopy.stats.height} px. The
          URL now points to the copy.
        </p>
      )}
    </div>
  );
}
