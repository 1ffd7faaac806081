import { usePostViewsQuery } from './api';

/** Views of each post shown, by id, in one call for the whole list; an empty map until it answers (or when it fails). */
export function usePostViews(ids: string[]): Map<string, number> {
  const views = usePostViewsQuery(ids, { skip: ids.length === 0 });
  return new Map((views.data ?? []).map((entry) => [entry.post_id, entry.views]));
}

/** The editor's figure for a published post: its views, all time and in the last 30 days. */
export function PostViewsFigure({ postId }: { postId: string }) {
  const views = usePostViewsQuery([postId], { refetchOnMountOrArgChange: true });
  const figures = views.data?.[0];
  if (!figures) return null;
  return <p className="post-views">{`${figures.views} ${figures.views === 1 ? 'view' : 'views'} (${figures.views_30_days} in the last 30 days)`}</p>;
}
