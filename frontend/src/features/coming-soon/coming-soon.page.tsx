import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useSiteName } from '../../hooks/use-site-name.hook';

export interface ComingSoonPageProps {
  /** The site name as the layout shows it (the brand, which also opens the admin token modal). */
  brand?: ReactNode;
}

/** What visitors see while the author keeps the site closed: the site's name and a word of patience, no content. */
export function ComingSoonPage({ brand }: ComingSoonPageProps) {
  usePageTitle('Coming Soon');
  const siteName = useSiteName();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="coming-soon__brand">{brand ?? siteName}</p>
      <h1 id="coming-soon-title" className="coming-soon__title">
        Coming Soon
      </h1>
      <p className="coming-soon__message">
        New stories are being written and the pages are being set. Please check back soon.
      </p>
    </section>
  );
}
