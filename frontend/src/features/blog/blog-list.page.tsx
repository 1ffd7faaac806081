import { PlaceholderPage } from '../../components/placeholder-page.component';

export function BlogListPage() {
  return <PlaceholderPage title="Blog">The list of posts will appear here.</PlaceholderPage>;
}
