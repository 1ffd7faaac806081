import { useParams } from 'react-router-dom';
import { useNotFoundOnServer } from '../../api/initial-data';
import { usePublicPostQuery } from '../../api/public-posts.api';
import { LoadError } from '../../components/message-screen.component';
import { NotFoundScreen } from '../../components/not-found-screen.component';
import { PageArticle } from '../../components/page-article.component';
import { PageLoader } from '../../components/page-loader.component';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { isApiError } from '../../lib/api-error';

/** `/{slug}`: one of the author's pages; any other slug (a post's included) is no page. */
export function StandalonePage() {
  const { slug = '' } = useParams();
  const missingOnServer = useNotFoundOnServer();
  const { currentData: post, error } = usePublicPostQuery(slug.toLowerCase(), { skip: missingOnServer });
  const page = post?.type === 'page' ? post : undefined;
  const missing = missingOnServer || (post && !page) || (isApiError(error) && error.status === 404);
  usePageTitle(page ? page.meta_title || page.title : missing ? 'Page Not Found' : error ? 'Something went wrong' : '');

  if (page) return <PageArticle post={page} />;
  if (missing) return <NotFoundScreen />;
  if (error) return <LoadError message="Failed to load the page. Please try again later." />;
  return <PageLoader />;
}
