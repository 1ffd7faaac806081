/** The server's words about one field, under it; `id` is what the field's aria-describedby names. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="form-error identity-field__errors">
      {errors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** The ids a field is described by: its hint, and its errors while it has some. */
export const describedBy = (hintId: string | undefined, errorId: string, errors: string[] | undefined) =>
  [hintId, errors?.length ? errorId : undefined].filter(Boolean).join(' ') || undefined;
