export function formatPageTitle(title: string, siteName: string): string {
  const trimmed = title.trim();
  return trimmed ? `${trimmed} - ${siteName}` : siteName;
}
