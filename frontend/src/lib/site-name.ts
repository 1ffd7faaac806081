export const SITE_NAME_META = 'folio:site-name';
export const DEFAULT_SITE_NAME = 'Folio';

/** The server rewrites this meta tag's content to SITE_NAME when it serves index.html. */
export function readSiteName(doc: Document = document): string {
  const content = doc.querySelector(`meta[name="${SITE_NAME_META}"]`)?.getAttribute('content')?.trim();
  return content ? content : DEFAULT_SITE_NAME;
}
