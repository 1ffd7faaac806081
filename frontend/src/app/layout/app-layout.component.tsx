import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePublicPostsQuery } from '../../api/public-posts.api';
import { isDashboardPath } from '../../config/paths';
import { useSiteIdentity } from '../../hooks/use-site-identity.hook';
import { applyIdentityToHead } from '../../lib/identity-head';
import { useAdminAccess } from '../../features/admin/use-admin-access.hook';
import { useIsAdmin } from '../../features/admin/use-admin-status.hook';
import { ComingSoonPage } from '../../features/coming-soon/coming-soon.page';
import { useComingSoon } from '../../features/coming-soon/use-coming-soon.hook';
import { BrandLink } from './brand-link.component';
import { SiteFooter } from './site-footer.component';
import { TopNav } from './top-nav.component';
import { useFirstTapHandover } from './use-first-tap-handover.hook';

const COMING_SOON_RECHECK_MS = 30_000;

const TokenModal = lazy(async () => ({ default: (await import('../../features/admin/token-modal.component')).TokenModal }));

/**
 * The chrome around every screen: skip link, top navigation, main landmark, footer (not on the
 * dashboard), and the admin token modal. While the server says Coming Soon to a visitor, the
 * Coming Soon page takes the place of all of it; the brand there still opens the modal.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const inDashboard = isDashboardPath(pathname);
  const isAdmin = useIsAdmin();
  const comingSoon = useComingSoon() && !isAdmin;
  // The site's pages are not mounted meanwhile, so nothing else would notice the site going live.
  usePublicPostsQuery({ page: 1, limit: 1 }, { skip: !comingSoon, pollingInterval: COMING_SOON_RECHECK_MS });
  // An admin already signed in has nothing to enter; a wrong token typed there would sign them out.
  const access = useAdminAccess(!inDashboard && !isAdmin);
  useFirstTapHandover();
  // The server wrote the accent and the site's name into <head>: a change in Settings → Site shows without a reload.
  const { title, accent_color: accent, accent_color_dark: accentDark } = useSiteIdentity();
  useEffect(() => applyIdentityToHead({ title, accent_color: accent, accent_color_dark: accentDark }), [title, accent, accentDark]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {comingSoon ? (
        <main id="main-content" className="main main--coming-soon" tabIndex={-1}>
          <ComingSoonPage brand={<BrandLink onHold={access.openModal} />} />
        </main>
      ) : (
        <>
          <TopNav onBrandHold={access.openModal} />
          <main id="main-content" className={inDashboard ? 'main main--wide' : 'main'} tabIndex={-1}>
            <Outlet />
          </main>
          {!inDashboard && <SiteFooter />}
        </>
      )}
      {access.open && (
        <Suspense fallback={null}>
          <TokenModal onClose={access.closeModal} />
        </Suspense>
      )}
    </div>
  );
}
