import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button.component';
import { TAGS } from '../../lib/tags';
import type { StoriesChange, StoriesFilters } from './use-stories-params.hook';

interface StoriesFiltersProps {
  filters: StoriesFilters;
  onChange: (change: StoriesChange) => void;
}

/** The search form and the tag buttons. Every change starts again from page 1. */
export function StoriesFiltersBar({ filters, onChange }: StoriesFiltersProps) {
  const [text, setText] = useState(filters.q);
  const firstTag = useRef<HTMLButtonElement>(null);
  // The field follows the URL (back button, 'Clear all filters') without being rebuilt, so focus stays put.
  useEffect(() => setText(filters.q), [filters.q]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: text.trim(), page: null });
  }

  function clearTag() {
    onChange({ tag: null, page: null });
    // The button goes away with the filter: keep the keyboard user in the tag group.
    firstTag.current?.focus();
  }

  return (
    <div className="filters">
      <form role="search" className="search-form" onSubmit={search}>
        <label htmlFor="stories-search" className="visually-hidden">
          Search stories
        </label>
        <input
          id="stories-search"
          className="input"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search stories..."
        />
        <Button type="submit">Search</Button>
      </form>
      <div className="tag-filter" role="group" aria-label="Filter by tag">
        {TAGS.map((tag, index) => {
          const active = filters.tag === tag;
          return (
            <button
              key={tag}
              ref={index === 0 ? firstTag : undefined}
              type="button"
              className="tag tag--button"
              aria-pressed={active}
              onClick={() => onChange({ tag: active ? null : tag, page: null })}
            >
              {tag}
            </button>
          );
        })}
        {filters.tag && (
          <Button variant="ghost" className="button--small" onClick={clearTag}>
            Clear filter
          </Button>
        )}
      </div>
    </div>
  );
}
