import { useState } from 'react';
import { useCompressionSettingsQuery } from '../../../api/compression-settings.api';
import type { UploadedImage } from '../../../api/image-upload';
import { Button } from '../../../components/button.component';
import { isApiError, responseText } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/file-size';
import { useCompressImageUrlMutation } from './api';
import { estimatedBytes, externalImageFlags, isRemoteUrl, type ImageMeasurement } from './external-image';

export const URL_COMPRESSION_FAILURE_MESSAGE = 'Failed to compress image from URL';

function failureDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const text = responseText(error.data).replace(/^Failed to compress image from URL:?\s*/, '');
  return text || null;
}

interface ExternalImageNoticeProps {
  url: string;
  measurement: ImageMeasurement;
  onCompressed: (image: UploadedImage) => void;
}

/** Spec §9: a slow (over 3 s) or large (over 4 megapixels) image by URL, with a server-side copy on offer. */
export function ExternalImageNotice({ url, measurement, onCompressed }: ExternalImageNoticeProps) {
  const { data: settings } = useCompressionSettingsQuery();
  const [compressUrl, { isLoading }] = useCompressImageUrlMutation();
  const [failure, setFailure] = useState<{ url: string; detail: string | null } | null>(null);
  const { slow, large } = externalImageFlags(measurement);
  if (!slow && !large) return null;

  const { width, height, loadMs } = measurement;
  const canCompress = isRemoteUrl(url, window.location.origin);

  async function compress() {
    setFailure(null);
    try {
      onCompressed(await compressUrl({ url: url.trim(), quality: settings?.quality_preset }).unwrap());
    } catch (error) {
      setFailure({ url, detail: failureDetail(error) });
    }
  }

  return (
    <div className="insert-image__notice">
      <ul className="insert-image__flags">
        {slow && (
          <li>
            <strong>Slow image:</strong> it took {(loadMs / 1000).toFixed(1)} s to load.
          </li>
        )}
        {large && (
          <li>
            <strong>Large image:</strong> {width} × {height} px, about {formatFileSize(estimatedBytes(url, width, height))}{' '}
            (estimated).
          </li>
        )}
      </ul>
      {canCompress && (
        <>
          <p>A compressed copy stored on this site loads faster for readers.</p>
          <Button variant="secondary" onClick={() => void compress()} disabled={isLoading}>
            {isLoading ? 'Compressing...' : 'Compress on server'}
          </Button>
        </>
      )}
      {failure?.url === url && (
        <div className="form-error" role="alert">
          <p>{URL_COMPRESSION_FAILURE_MESSAGE}</p>
          {failure.detail && <p className="insert-image__detail">{failure.detail}</p>}
        </div>
      )}
    </div>
  );
}
