import { PlaceholderPage } from '../../components/placeholder-page.component';

export function PostPreviewPage() {
  return <PlaceholderPage title="Post Preview">A preview of the post as readers see it will appear here.</PlaceholderPage>;
}
