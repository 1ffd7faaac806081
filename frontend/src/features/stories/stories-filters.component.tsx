import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.component';
import { paths } from '../../config/paths';
import { TAGS } from '../../lib/tags';
import type { StoriesChange, StoriesFilters } from './use-stories-params.hook';

interface StoriesFiltersProps {
  filters: StoriesFilters;
  onChange: (change: StoriesChange) => void;
}

/**
 * The search form and the tag filters. Every change starts again from page 1. The tags are links
 * (`/stories?tag=x`, the search kept), so that they work on the server's page before the app has
 * loaded, and without it; the server draws the same ones (backend/src/site/list.markup.ts).
 */
export function StoriesFiltersBar({ filters, onChange }: StoriesFiltersProps) {
  const [text, setText] = useState(filters.q);
  const firstTag = useRef<HTMLAnchorElement>(null);
  // The field follows the URL (back button, 'Clear all filters') without being rebuilt, so focus stays put.
  useEffect(() => setText(filters.q), [filters.q]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: text.trim(), page: null });
  }

  // The link goes away with the filter: keep the keyboard user in the tag group.
  const keepFocusInTags = () => firstTag.current?.focus();

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
            <Link
              key={tag}
              ref={index === 0 ? firstTag : undefined}
              className="tag tag--button"
              aria-current={active ? 'true' : undefined}
              to={paths.stories.filtered({ q: filters.q, tag: active ? undefined : tag })}
            >
              {tag}
            </Link>
          );
        })}
        {filters.tag && (
          <ButtonLink variant="ghost" className="button--small" to={paths.stories.filtered({ q: filters.q })} onClick={keepFocusInTags}>
            Clear filter
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
