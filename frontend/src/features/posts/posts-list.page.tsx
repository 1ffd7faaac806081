import { PlaceholderPage } from '../../components/placeholder-page.component';

export function PostsListPage() {
  return <PlaceholderPage title="Posts">The list of posts to manage will appear here.</PlaceholderPage>;
}
