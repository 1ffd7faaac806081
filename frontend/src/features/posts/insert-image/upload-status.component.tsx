import { useId } from 'react';

interface UploadStatusProps {
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
}

export function UploadStatus({ progress, error }: UploadStatusProps) {
  const id = useId();
  if (progress === null && !error) return null;
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
    </div>
  );
}
