import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';
import { parsePage } from '../../lib/paging';

export interface StoriesFilters {
  q: string;
  tag: string;
  page: number;
}

/** A change to the URL: a value sets the parameter, null (or '' or page 1) removes it, absent leaves it. */
export type StoriesChange = { [Key in keyof StoriesFilters]?: StoriesFilters[Key] | null };

/** The stories browser keeps its state in the URL (q, tag, page) so that it can be shared and reloaded. */
export function useStoriesParams() {
  const [params, setParams] = useSearchParams();
  const filters: StoriesFilters = {
    q: params.get('q')?.trim() ?? '',
    tag: params.get('tag')?.trim() ?? '',
    page: parsePage(params.get('page')),
  };

  const update = useCallback(
    (change: StoriesChange, options?: NavigateOptions) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined) continue;
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }, options);
    },
    [setParams],
  );

  return { filters, update };
}
