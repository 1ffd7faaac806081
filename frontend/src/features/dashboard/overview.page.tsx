import { PlaceholderPage } from '../../components/placeholder-page.component';

export function OverviewPage() {
  return <PlaceholderPage title="Overview">Post counts and database status will appear here.</PlaceholderPage>;
}
