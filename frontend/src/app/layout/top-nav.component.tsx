import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useIsAdmin } from '../../features/admin/use-admin-status.hook';
import { useDismiss } from '../../hooks/use-dismiss.hook';
import { useSiteName } from '../../hooks/use-site-name.hook';

const MENU_ID = 'primary-menu';

export function TopNav() {
  const siteName = useSiteName();
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useDismiss(headerRef, open, close);
  useEffect(close, [pathname, close]);

  const links = [
    { label: 'Home', to: paths.home.href(), end: true },
    { label: 'Stories', to: paths.stories.href(), end: false },
    { label: 'Blog', to: paths.blog.href(), end: false },
    ...(isAdmin ? [{ label: 'Dashboard', to: paths.dashboard.root.href(), end: false }] : []),
  ];

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to={paths.home.href()} className="brand">
          {siteName}
        </Link>
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
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
