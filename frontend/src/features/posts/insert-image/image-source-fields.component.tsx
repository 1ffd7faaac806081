import { useId, type RefObject } from 'react';
import { useFileDrop } from '../../../hooks/use-file-drop.hook';
import { formatFileSize } from '../../../lib/file-size';
import { acceptedTypes } from '../../../lib/image-files';
import type { ChosenFile } from './use-image-source.hook';

interface ImageSourceFieldsProps {
  url: string;
  onUrlChange: (value: string) => void;
  onUrlBlur: () => void;
  urlError: string | null;
  file: ChosenFile | null;
  onFile: (file: File) => void;
  fileError: string | null;
  /** 'Please select an image file or enter an image URL.', linked to both fields. */
  sourceError: string | null;
  fileInputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
}

function describedBy(...ids: (string | false | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** Spec §2: a URL, or a file chosen or dropped. The drop zone is the file input's label, so it opens the chooser too. */
export function ImageSourceFields(props: ImageSourceFieldsProps) {
  const { url, onUrlChange, onUrlBlur, urlError, file, onFile, fileError, sourceError, fileInputRef, disabled } = props;
  const id = useId();
  const { dragging, zoneProps } = useFileDrop(
    (files) => {
      if (files[0]) onFile(files[0]);
    },
    { disabled },
  );
  const ids = { url: `${id}-url`, urlError: `${id}-url-error`, file: `${id}-file`, fileName: `${id}-file-name` };
  const more = { fileLabel: `${id}-file-label`, fileHint: `${id}-file-hint`, fileError: `${id}-file-error`, source: `${id}-source-error` };

  return (
    <fieldset className="insert-image__source" disabled={disabled}>
      <legend className="visually-hidden">Image</legend>
      <div className="field">
        <label htmlFor={ids.url}>Image URL</label>
        <input
          id={ids.url}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/photo.jpg"
          value={url}
          onChange={(event) => onUrlChange(event.target.value)}
          onBlur={onUrlBlur}
          aria-invalid={urlError || sourceError ? true : undefined}
          aria-describedby={describedBy(urlError && ids.urlError, sourceError && more.source)}
        />
        {urlError && (
          <p id={ids.urlError} className="form-error" role="alert">
            {urlError}
          </p>
        )}
      </div>
      <p className="insert-image__or" aria-hidden="true">
        or
      </p>
      <div
        className={['insert-image__drop', dragging && 'insert-image__drop--active'].filter(Boolean).join(' ')}
        {...zoneProps}
      >
        <input
          ref={fileInputRef}
          id={ids.file}
          type="file"
          accept={acceptedTypes('insert')}
          className="insert-image__file-input"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onFile(picked);
          }}
          aria-labelledby={more.fileLabel}
          aria-invalid={fileError || sourceError ? true : undefined}
          aria-describedby={describedBy(more.fileHint, file && ids.fileName, fileError && more.fileError, sourceError && more.source)}
        />
        <label htmlFor={ids.file} className="insert-image__drop-label">
          <span id={more.fileLabel} className="insert-image__drop-title">
            Choose an image file
          </span>
          <span id={more.fileHint} className="hint">
            or drag and drop it here. PNG, JPG or WebP, up to 5 MB.
          </span>
        </label>
      </div>
      {file && (
        <p id={ids.fileName} className="insert-image__file-name">
          Selected file: {file.name} ({formatFileSize(file.size)})
        </p>
      )}
      {fileError && (
        <p id={more.fileError} className="form-error" role="alert">
          {fileError}
        </p>
      )}
      {sourceError && (
        <p id={more.source} className="form-error" role="alert">
          {sourceError}
        </p>
      )}
    </fieldset>
  );
}
