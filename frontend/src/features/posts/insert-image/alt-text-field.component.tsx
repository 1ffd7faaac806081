import { useId } from 'react';
import { Button } from '../../../components/button.component';
import { ALT_TEXT_REMINDER } from './alt-text';

interface AltTextFieldProps {
  value: string;
  /** The author typed. */
  onChange: (value: string) => void;
  /** Auto-generate was chosen. */
  onGenerate: (value: string) => void;
  error: string | null;
  /** What Auto-generate would write; '' when there is nothing to build it from. */
  suggestion: string;
  disabled: boolean;
}

export function AltTextField({ value, onChange, onGenerate, error, suggestion, disabled }: AltTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>Alt text</label>
      <div className="insert-image__alt-row">
        <input
          id={id}
          className="input"
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <Button variant="ghost" onClick={() => onGenerate(suggestion)} disabled={disabled || !suggestion}>
          Auto-generate
        </Button>
      </div>
      <p id={hintId} className="hint">
        {ALT_TEXT_REMINDER}
      </p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
