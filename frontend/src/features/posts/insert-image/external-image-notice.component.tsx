import { useState } from 'react';
import { useCompressionSettingsQuery } from '../../settings';
import type { CompressionStats, UploadedImage } from '../../images';
import { Button } from '../../../components/button.component';
import { isApiError, responseText } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/file-size';
import { useCompressImageUrlMutation } from './api';
import { estimatedBytes, externalImageFlags, isRemoteUrl, type ImageMeasurement } from './external-image';
import { useFocusWhenLost } from './use-focus-when-lost.hook';

export const URL_COMPRESSION_FAILURE_MESSAGE = 'Failed to compress image from URL';

/** A URL replaced by the server's compressed copy, and what the compression did. */
export interface ServerCopy {
  url: string;
  from: string;
  stats: CompressionStats;
}

function failureDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const text = responseText(error.data).replace(/^Failed to compress image from URL:?\s*/, '');
  return text || null;
}

function ServerCopyNote({ copy }: { copy: ServerCopy }) {
  // 'Compress on server' had the focus and is gone: hand it to the result rather than to <body>.
  const focusRef = useFocusWhenLost<HTMLParagraphElement>();

  return (
    <p ref={focusRef} tabIndex={-1} className="notice insert-image__notice insert-image__notice--success">
      <strong>Compressed copy stored on this site.</strong> {formatFileSize(copy.stats.original_bytes)} →{' '}
      {formatFileSize(copy.stats.compressed_bytes)}, {copy.stats.width} × {copy.stats.height} px. The URL now points to the copy.
    </p>
  );
}

interface ExternalImageNoticeProps {
  /** The URL shown, or '' for none. */
  url: string;
  /** Its measurement, once it has loaded. */
  measurement: ImageMeasurement | null;
  serverCopy: ServerCopy | null;
  onCompressed: (image: UploadedImage) => void;
}

/**
 * Spec §9: a slow (over 3 s) or large (over 4 megapixels) image by URL, with a server-side copy on
 * offer. The status region is always there, so that the flags are announced when they appear.
 */
export function ExternalImageNotice({ url, measurement, serverCopy, onCompressed }: ExternalImageNoticeProps) {
  const { data: settings } = useCompressionSettingsQuery();
  const [compressUrl, { isLoading }] = useCompressImageUrlMutation();
  const [failure, setFailure] = useState<{ url: string; detail: string | null } | null>(null);
  const flags = url && measurement ? externalImageFlags(measurement) : { slow: false, large: false };

  async function compress() {
    if (isLoading) return;
    setFailure(null);
    try {
      onCompressed(await compressUrl({ url: url.trim(), quality: settings?.quality_preset }).unwrap());
    } catch (error) {
      setFailure({ url, detail: failureDetail(error) });
    }
  }

  return (
    <>
      <div role="status" className="insert-image__live">
        {measurement && (flags.slow || flags.large) && (
          <div className="notice notice--warning insert-image__notice">
            <ul className="insert-image__flags">
              {flags.slow && (
                <li>
                  <strong>Slow image:</strong> it took {(measurement.loadMs / 1000).toFixed(1)} s to load.
                </li>
              )}
              {flags.large && (
                <li>
                  <strong>Large image:</strong> {measurement.width} × {measurement.height} px, about{' '}
                  {formatFileSize(estimatedBytes(url, measurement.width, measurement.height))} (estimated).
                </li>
              )}
            </ul>
            {isRemoteUrl(url, window.location.origin) && (
              <>
                <p>A compressed copy stored on this site loads faster for readers.</p>
                <Button variant="secondary" onClick={() => void compress()} aria-disabled={isLoading}>
                  {isLoading ? 'Compressing...' : 'Compress on server'}
                </Button>
              </>
            )}
          </div>
        )}
        {serverCopy && <ServerCopyNote copy={serverCopy} />}
      </div>
      {failure && failure.url === url && (
        <div className="form-error" role="alert">
          <p>{URL_COMPRESSION_FAILURE_MESSAGE}</p>
          {failure.detail && <p className="hint">{failure.detail}</p>}
        </div>
      )}
    </>
  );
}
