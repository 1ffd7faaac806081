import { useEffect } from 'react';
import { formatPageTitle } from '../lib/page-title';
import { readSiteName } from '../lib/site-name';

/** Sets `document.title` to 'Title - SITE_NAME' while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title, readSiteName());
  }, [title]);
}
