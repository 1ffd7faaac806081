import { useParams } from 'react-router-dom';
import { LoadError } from '../../components/message-screen.component';
import { NotFoundScreen } from '../../components/not-found-screen.component';
import { PageArticle } from '../../components/page-article.component';
import { PageLoader } from '../../components/page-loader.component';
import { PostArticle } from '../../components/post-article.component';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { isApiError } from '../../lib/api-error';
import { useSharedPostQuery } from '../../api/shared-post.api';

/** `/share/{token}`: a draft or scheduled post shown as readers will see it, to whoever holds the link. */
export function SharedPostPage() {
  const { token = '' } = useParams();
  const { currentData: post, error } = useSharedPostQuery(token);
  const missing = isApiError(error) && error.status === 404;
  usePageTitle(post ? post.meta_title || post.title : missing ? 'Page Not Found' : error ? 'Something went wrong' : '');

  if (post) return post.type === 'page' ? <PageArticle post={post} /> : <PostArticle post={post} subscribe />;
  if (missing) return <NotFoundScreen />;
  if (error) return <LoadError message="Failed to load the post. Please try again later." />;
  return <PageLoader />;
}
