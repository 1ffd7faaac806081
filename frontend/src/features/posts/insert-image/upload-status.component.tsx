import { useId } from 'react';

interface UploadStatusProps {
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
  /** The file is stored but something short of failure went wrong. */
  warning: string | null;
}

export function UploadStatus({ progress, error, warning }: UploadStatusProps) {
  const id = useId();
  if (progress === null && !error && !warning) return null;
  return (
    <div className="insert-image__upload">
      {progress !== null && (
        <div className="insert-image__progress">
          <label htmlFor={id}>Uploading image</label>
          <progress id={id} value={progress} max={1} />
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {warning && (
        <p className="notice notice--warning insert-image__warning" role="alert">
          {warning} The image URL is filled in: choose Insert to use it.
        </p>
      )}
    </div>
  );
}
