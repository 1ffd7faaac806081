import { Link } from 'react-router-dom';
import type { NavigationLink } from '../../api/navigation.api';
import { isSitePath, linkIsCurrent } from './navigation-links';

/**
 * One link of the top navigation or the footer, written as the server writes it
 * (backend/src/site/chrome.markup.ts): a path of the site goes through the router, marked when
 * `pathname` is in it; anything else is a plain link that does not hand this page its window.
 */
export function ChromeLink({ link, pathname }: { link: NavigationLink; pathname?: string }) {
  if (!isSitePath(link.url)) {
    return (
      <a href={link.url} rel="noopener">
        {link.label}
      </a>
    );
  }
  const current = pathname !== undefined && linkIsCurrent(link.url, pathname);
  return (
    <Link to={link.url} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}
