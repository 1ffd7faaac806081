import type { AppDispatch } from '../../app/store';
import { paths } from '../../config/paths';
import { adminPostsApi } from './api';
import { viewOfSearch } from './posts-list-url';
import { POSTS_PAGE_SIZE } from './posts-list.page';

/**
 * The posts list opened cold asks for its first page as soon as the dashboard's code is in, beside
 * the admin check rather than after it; the page's own query then finds it asked for (the same
 * arguments as PostsListPage's first page). A token the server refuses is refused here as by the check.
 */
export function prefetchPostsList(dispatch: AppDispatch, address: Pick<Location, 'pathname' | 'search'>): void {
  if (address.pathname !== paths.dashboard.posts.href()) return;
  const view = viewOfSearch(new URLSearchParams(address.search));
  void dispatch(adminPostsApi.util.prefetch('adminPosts', { page: 1, limit: POSTS_PAGE_SIZE, ...view }, {}));
}
