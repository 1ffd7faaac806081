import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/placeholder-page.component';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <PlaceholderPage title="Post">The post “{slug}” will be shown here.</PlaceholderPage>;
}
