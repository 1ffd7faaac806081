import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button.component';
import { LoadError, MessageScreen } from '../../components/message-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { PostArticle } from '../../components/post-article.component';
import { paths } from '../../config/paths';
import { useArticle } from '../../hooks/use-article.hook';
import { usePageTitle } from '../../hooks/use-page-title.hook';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { post, title, notFound, error } = useArticle(slug);
  usePageTitle(title ?? (notFound ? 'Story Not Found' : error ? 'Something went wrong' : 'Blog'));

  if (post) {
    return <PostArticle post={post} subscribe footer={<Link to={paths.blog.href()}>Back to Blog</Link>} />;
  }
  if (notFound) {
    return (
      <MessageScreen title="Story not found" message="The story you're looking for doesn't exist.">
        <ButtonLink to={paths.blog.href()}>Read the Blog</ButtonLink>
      </MessageScreen>
    );
  }
  if (error) return <LoadError message="Failed to load story. Please try again later." />;
  return <PageLoader />;
}
