import type { Ref } from 'react';

interface TokenFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** The 'Admin Token' password field with its error, shared by the sign-in screen and the token modal. */
export function TokenField({ id, value, onChange, error, inputRef }: TokenFieldProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>Admin Token</label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        name="adminToken"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
