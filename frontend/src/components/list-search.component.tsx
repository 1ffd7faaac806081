import { useId } from 'react';

interface ListSearchProps {
  /** The field's name for screen readers; the placeholder shows it with an ellipsis ('Search posts...'). */
  label: string;
  /** The list's `useListSearch`. */
  search: { text: string; setText: (text: string) => void };
  /** Called at each change of the text, before the list asks again (a delete's failure goes). */
  onType?: () => void;
  /** The search region's class, for its width and spacing. */
  className?: string;
}

/** An admin list's search box (posts, subscribers, redirects): a search region with one named field. */
export function ListSearch({ label, search, onType, className }: ListSearchProps) {
  const id = useId();
  return (
    <div className={className} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={`${label}...`}
        value={search.text}
        onChange={(event) => {
          search.setText(event.target.value);
          onType?.();
        }}
      />
    </div>
  );
}
