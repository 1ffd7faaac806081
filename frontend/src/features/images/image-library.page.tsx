import { PlaceholderPage } from '../../components/placeholder-page.component';

export function ImageLibraryPage() {
  return <PlaceholderPage title="Image Library">Uploaded and linked images will appear here.</PlaceholderPage>;
}
