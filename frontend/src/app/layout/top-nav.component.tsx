import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useIsAdmin } from '../../features/admin/use-admin-status.hook';
import { useDismiss } from '../../hooks/use-dismiss.hook';
import { BrandLink } from './brand-link.component';
import { ChromeLink } from './chrome-link.component';
import { menuOpenedBeforeTheApp } from './use-first-tap-handover.hook';
import { useSiteNavigation } from './use-site-navigation.hook';

const MENU_ID = 'primary-menu';

/** `onBrandHold` runs when the brand is pressed and held (it opens the admin token modal). */
export function TopNav({ onBrandHold }: { onBrandHold: () => void }) {
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => menuOpenedBeforeTheApp(MENU_ID));
  const [menuPath, setMenuPath] = useState(pathname);
  const headerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);

  const { primary } = useSiteNavigation();

  useDismiss(headerRef, open, close);
  // Closed by a move to another page, not by the takeover of the server's page (the menu a reader opened there stays open).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <BrandLink onHold={onBrandHold} />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Main" className="site-nav">
          <ul id={MENU_ID} className="site-nav__list" data-open={open}>
            {primary.map((link, index) => (
              <li key={`${index}:${link.url}`}>
                <ChromeLink link={link} pathname={pathname} />
              </li>
            ))}
            {isAdmin && (
              <li>
                <NavLink to={paths.dashboard.root.href()}>Dashboard</NavLink>
              </li>
            )}
          </ul>
        </nav>
        {/* Beside the menu, not in it, as the server draws it (backend/src/site/chrome.markup.ts). */}
        <Link className="site-search-link" to={paths.search.href()}>
          Search
        </Link>
      </div>
    </header>
  );
}
