import { useId } from 'react';
import type { LibraryFilter } from '../api';
import { FILTER_OPTIONS } from '../library-format';

export interface LibraryFiltersProps {
  text: string;
  source: LibraryFilter | '';
  onText: (text: string) => void;
  onSource: (source: LibraryFilter | '') => void;
}

/** Spec §2 search box and source filter; the server searches (`q`) and filters (`source`). */
export function LibraryFilters({ text, source, onText, onSource }: LibraryFiltersProps) {
  const searchId = useId();
  const sourceId = useId();
  return (
    <form className="library-filters" role="search" aria-label="Filter images" onSubmit={(event) => event.preventDefault()}>
      <div className="field library-filters__field library-filters__field--search">
        <label htmlFor={searchId}>Search images</label>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder="search by post title, alt text, or owner"
          value={text}
          maxLength={200}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <div className="field library-filters__field">
        <label htmlFor={sourceId}>Source</label>
        <select id={sourceId} className="input" value={source} onChange={(event) => onSource(event.target.value as LibraryFilter | '')}>
          {FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
