import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/placeholder-page.component';

export function PostEditorPage() {
  const { id } = useParams();
  return id ? (
    <PlaceholderPage title="Edit Post">The editor for this post will appear here.</PlaceholderPage>
  ) : (
    <PlaceholderPage title="New Post">The editor for a new post will appear here.</PlaceholderPage>
  );
}
