import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/placeholder-page.component';

export function StoryPage() {
  const { slug = '' } = useParams();
  return <PlaceholderPage title="Story">The story “{slug}” will be shown here.</PlaceholderPage>;
}
