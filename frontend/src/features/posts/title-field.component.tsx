interface TitleFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The post's title: required (spec §5), its error read with it. */
export function TitleField({ id, value, onChange, error }: TitleFieldProps) {
  return (
    <div className="editor-field">
      <label htmlFor={id}>Title</label>
      <input
        id={id}
        name="title"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
