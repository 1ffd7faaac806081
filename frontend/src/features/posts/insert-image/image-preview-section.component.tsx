import { useId, useState } from 'react';
import type { UploadedImage } from '../../images';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.hook';
import { ExternalImageNotice, type ServerCopy } from './external-image-notice.component';
import { ImagePreview } from './image-preview.component';
import { readShowPreview, writeShowPreview } from './preview-preference';
import { useDataUrl } from './use-data-url.hook';
import { useImageMeasurement } from './use-image-measurement.hook';

export type { ServerCopy } from './external-image-notice.component';

const URL_SETTLE_MS = 400;

interface ImagePreviewSectionProps {
  /** The file to show (already validated), or null. */
  file: Blob | null;
  /** A usable URL to show, or ''. */
  url: string;
  alt: string;
  serverCopy: ServerCopy | null;
  onServerCopy: (image: UploadedImage, from: string) => void;
}

/**
 * 'Show Preview' (remembered for the session), the preview, and the external-image flags. The URL
 * is measured whether or not the preview is on: the flags concern readers, not the preview.
 */
export function ImagePreviewSection({ file, url, alt, serverCopy, onServerCopy }: ImagePreviewSectionProps) {
  const toggleId = useId();
  const [show, setShow] = useState(readShowPreview);
  const fileUrl = useDataUrl(show ? file : null);
  const settledUrl = useDebouncedValue(url, URL_SETTLE_MS);
  const shownUrl = !file && url && settledUrl === url ? url : '';
  const measurement = useImageMeasurement(shownUrl);
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
      {show && src && <ImagePreview src={src} alt={alt} />}
      <ExternalImageNotice
        url={shownUrl}
        measurement={measurement}
        serverCopy={serverCopy}
        onCompressed={(image) => onServerCopy(image, shownUrl)}
      />
    </div>
  );
}
