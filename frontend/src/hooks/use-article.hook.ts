import { useNotFoundOnServer } from '../api/initial-data';
import { usePublicPostQuery, type PublicPost } from '../api/public-posts.api';
import { isApiError } from '../lib/api-error';

interface Article {
  post: PublicPost | undefined;
  /** The title the page's <title> carries: the author's search title when there is one, as the server writes it. */
  title: string | undefined;
  notFound: boolean;
  error: unknown;
}

/** A post read at /blog/{slug} or /stories/{slug}: a page (read at /{slug} only) is not found there. */
export function useArticle(slug: string): Article {
  const missing = useNotFoundOnServer();
  // currentData: never the previous post while the next one loads.
  const { currentData, error } = usePublicPostQuery(slug, { skip: missing });
  const isPage = currentData?.type === 'page';
  const post = isPage ? undefined : currentData;
  return {
    post,
    title: post ? post.meta_title || post.title : undefined,
    notFound: missing || isPage || (isApiError(error) && error.status === 404),
    error,
  };
}
