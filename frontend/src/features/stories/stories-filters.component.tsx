import type { FormEvent } from 'react';
import { Button } from '../../components/button.component';
import type { StoriesChange, StoriesFilters } from './use-stories-params.hook';

/** Spec section 9: the tag set of the stories browser. */
export const STORY_TAGS = ['personal', 'insight', 'community', 'news'] as const;

interface StoriesFiltersProps {
  filters: StoriesFilters;
  onChange: (change: StoriesChange) => void;
}

/** The search form and the tag buttons. Every change starts again from page 1. */
export function StoriesFiltersBar({ filters, onChange }: StoriesFiltersProps) {
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof text === 'string' ? text.trim() : '', page: null });
  }

  return (
    <div className="filters">
      {/* Keyed by q so that the field follows the URL (back button, 'Clear all filters'). */}
      <form key={filters.q} role="search" className="search-form" onSubmit={search}>
        <label htmlFor="stories-search" className="visually-hidden">
          Search stories
        </label>
        <input id="stories-search" type="search" name="q" defaultValue={filters.q} placeholder="Search stories..." />
        <Button type="submit">Search</Button>
      </form>
      <div className="tag-filter" role="group" aria-label="Filter by tag">
        {STORY_TAGS.map((tag) => {
          const active = filters.tag === tag;
          return (
            <button
              key={tag}
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
          <Button variant="ghost" className="tag-filter__clear" onClick={() => onChange({ tag: null, page: null })}>
            Clear filter
          </Button>
        )}
      </div>
    </div>
  );
}
