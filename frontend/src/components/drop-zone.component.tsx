import { useId, type ReactNode } from 'react';
import { useFileDrop } from '../hooks/use-file-drop.hook';

interface DropZoneProps {
  /** The line above the button ('Drop images here, or'). */
  lead: string;
  /** The visible button, which is the file input's label. */
  chooseLabel: string;
  /** What may be chosen, or what was: the input's description. */
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Files chosen or dropped. */
  onFiles: (files: File[]) => void;
  /** The id of a further description of the input (its error), when it has one. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Choosing files (an image upload, an import): a zone that takes dropped files, around a hidden file
 * input whose label is the visible button. Styles in admin.css.
 */
export function DropZone({ lead, chooseLabel, hint, accept, multiple, disabled = false, onFiles, describedBy, invalid }: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const { dragging, zoneProps } = useFileDrop(onFiles, { disabled });
  return (
    <div className={dragging ? 'drop-zone drop-zone--active' : 'drop-zone'} {...zoneProps}>
      <p className="drop-zone__lead">{lead}</p>
      <input
        id={inputId}
        className="visually-hidden drop-zone__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className="button button--secondary drop-zone__choose">
        {chooseLabel}
      </label>
      <p id={hintId} className="hint">
        {hint}
      </p>
    </div>
  );
}
