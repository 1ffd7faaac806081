import { PlaceholderPage } from '../../components/placeholder-page.component';

export function StoriesPage() {
  return <PlaceholderPage title="Stories">Stories with search, tags and paging will appear here.</PlaceholderPage>;
}
