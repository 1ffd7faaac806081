import { PlaceholderPage } from '../../components/placeholder-page.component';

export function SettingsPage() {
  return (
    <PlaceholderPage title="Settings">Coming Soon mode, image compression and live status will appear here.</PlaceholderPage>
  );
}
