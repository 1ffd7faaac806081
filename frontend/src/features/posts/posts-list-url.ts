import type { PostsListFilters, PostStatus, PostType } from './api';

type Sort = NonNullable<PostsListFilters['sort']>;
type Order = NonNullable<PostsListFilters['order']>;

const STATUSES: readonly PostStatus[] = ['draft', 'scheduled', 'published'];
const TYPES: readonly PostType[] = ['post', 'page'];
const SORTS: readonly Sort[] = ['created', 'updated', 'published'];
const ORDERS: readonly Order[] = ['desc', 'asc'];

/** What the list shows, as its address says: the filters and the order, and the search of title and text (`q`). */
export interface PostsListView extends PostsListFilters {
  q?: string;
}

/** The text fields of the view, which the list's boxes edit as typed. */
export type PostsListTextField = 'q' | 'title' | 'tag';

/** The choices of the Sort select: a date and a direction in one value (`updated-desc`). */
export const SORT_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'created-desc', label: 'Newest created' },
  { value: 'created-asc', label: 'Oldest created' },
  { value: 'updated-desc', label: 'Recently updated' },
  { value: 'updated-asc', label: 'Least recently updated' },
  { value: 'published-desc', label: 'Newest published' },
  { value: 'published-asc', label: 'Oldest published' },
];

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.includes(value as T) ? (value as T) : undefined;

const text = (value: string | null) => value?.trim() || undefined;

/** The view an address asks for; a value the list does not know is left out (an old or mistyped link shows every post). */
export function viewOfSearch(params: URLSearchParams): PostsListView {
  const view: PostsListView = {
    q: text(params.get('q')),
    status: oneOf(STATUSES, params.get('status')),
    type: oneOf(TYPES, params.get('type')),
    tag: text(params.get('tag')),
    title: text(params.get('title')),
    sort: oneOf(SORTS, params.get('sort')),
    order: oneOf(ORDERS, params.get('order')),
  };
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== undefined));
}

/** The address of a view: only what differs from the whole list, newest created first, in a fixed order. */
export function searchOfView(view: PostsListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', 'status', 'type', 'tag', 'title', 'sort', 'order'] as const) {
    const value = view[name]?.trim();
    if (value && !(name === 'sort' && value === 'created') && !(name === 'order' && value === 'desc')) params.set(name, value);
  }
  return params;
}

/** The Sort select's value for a view. */
export function sortChoiceOf(view: PostsListView): string {
  return `${view.sort ?? 'created'}-${view.order ?? 'desc'}`;
}

/** The view's sort and order for a Sort select's value. */
export function sortOfChoice(choice: string): Pick<PostsListView, 'sort' | 'order'> {
  const [sort, order] = choice.split('-');
  return { sort: oneOf(SORTS, sort ?? null), order: oneOf(ORDERS, order ?? null) };
}

/** Whether the view narrows the list (for the empty state's words). */
export function isFiltered(view: PostsListView): boolean {
  return Boolean(view.q || view.status || view.type || view.tag || view.title);
}
