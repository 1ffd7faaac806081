import { Outlet, useLocation } from 'react-router-dom';
import { isDashboardPath } from '../../config/paths';
import { SiteFooter } from './site-footer.component';
import { TopNav } from './top-nav.component';

/** The chrome around every screen: skip link, top navigation, main landmark, footer (not on the dashboard). */
export function AppLayout() {
  const { pathname } = useLocation();
  const inDashboard = isDashboardPath(pathname);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopNav />
      <main id="main-content" className={inDashboard ? 'main main--wide' : 'main'} tabIndex={-1}>
        <Outlet />
      </main>
      {!inDashboard && <SiteFooter />}
    </div>
  );
}
