import { useId } from 'react';
import { describedBy, FieldErrors } from './field-errors.component';

interface IdentityTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown while empty: the value the site uses then. */
  placeholder?: string;
  hint?: string;
  errors?: string[];
  multiline?: boolean;
  maxLength: number;
}

/** One text field of Settings → Site, labelled, with its hint and the server's errors about it. */
export function IdentityTextField({ label, value, onChange, placeholder, hint, errors, multiline, maxLength }: IdentityTextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-errors`;
  const shared = {
    id,
    className: 'input',
    value,
    placeholder,
    // The server counts too and says so; this only keeps typing within what it takes.
    maxLength,
    'aria-describedby': describedBy(hintId, errorId, errors),
    'aria-invalid': errors?.length ? true : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...shared} onChange={(event) => onChange(event.target.value)} /> : <input type="text" {...shared} onChange={(event) => onChange(event.target.value)} />}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
