import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListSearch } from '../../hooks/use-list-search.hook';
import { type PostsListTextField, type PostsListView, searchOfView, viewOfSearch } from './posts-list-url';

export type ChangeView = (change: Partial<PostsListView>, options?: { replace?: boolean }) => void;

/**
 * The posts list's filters, order and search, kept in the address: a reload, a shared link, Back and
 * Forward all show the same list. A chosen filter is a step in the history; typing is not.
 */
export function usePostsListView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewOfSearch(params), [params]);
  const change: ChangeView = useCallback(
    (next, { replace = false } = {}) => setParams((current) => searchOfView({ ...viewOfSearch(current), ...next }), { replace }),
    [setParams],
  );
  return { view, change };
}

/**
 * A text box of the view (the search, the title, the tag): the text as typed, written to the address
 * once typing pauses, in place of the current entry; and the address's own changes (Back, Forward)
 * shown in the box.
 */
export function useViewText(field: PostsListTextField, view: PostsListView, change: ChangeView) {
  const inAddress = view[field] ?? '';
  const search = useListSearch(inAddress);
  const { q, setText } = search;
  useEffect(() => {
    if (q !== inAddress) change({ [field]: q }, { replace: true });
    // Only a pause in typing writes the address; the address changing is the other effect's.
  }, [q]);
  useEffect(() => {
    if (inAddress !== q) setText(inAddress);
  }, [inAddress]);
  return search;
}
