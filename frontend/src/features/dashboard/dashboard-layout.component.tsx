import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '../../components/button.component';
import { paths } from '../../config/paths';
import { useSignOut } from '../../hooks/use-sign-out.hook';
import '../../components/admin.css';
import './dashboard.css';

const entries = [
  { label: 'Overview', to: paths.dashboard.root.href(), end: true },
  { label: 'Posts', to: paths.dashboard.posts.href(), end: false },
  { label: 'Images', to: paths.dashboard.images.href(), end: false },
  { label: 'Subscribers', to: paths.dashboard.subscribers.href(), end: false },
  { label: 'Import & Export', to: paths.dashboard.importExport.href(), end: false },
  { label: 'Settings', to: paths.dashboard.settings.href(), end: false },
];

/** The admin's frame: a sidebar (a wrapping bar on narrow screens) with the current entry marked, and the page. */
export function DashboardLayout() {
  const logOut = useSignOut();

  return (
    <div className="dashboard">
      <aside className="dashboard__sidebar">
        <nav aria-label="Dashboard">
          <ul>
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="ghost" onClick={logOut}>
          Log Out
        </Button>
      </aside>
      <div className="dashboard__content">
        <Outlet />
      </div>
    </div>
  );
}
