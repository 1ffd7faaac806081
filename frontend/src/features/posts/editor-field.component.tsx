import type { ReactNode } from 'react';

/** What ties a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props of a post form field that edits one text. */
export interface TextFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

interface EditorFieldProps {
  /** The control's id; its hint and error are `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** Shown between the hint and the error. */
  extra?: ReactNode;
}

/** A field of the post form: label, control, hint and error, the error read first with the control. */
export function EditorField({ id, label, hint, error, children, extra }: EditorFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: 'input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {extra}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
