import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteName } from '../../hooks/use-site-name.hook';

export function SiteFooter() {
  const siteName = useSiteName();
  // UTC, as the server writes it into the pages it renders (one text, so that hydration matches it).
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.home.href()}>Home</Link>
            </li>
            <li>
              <Link to={paths.stories.href()}>Stories</Link>
            </li>
            <li>
              <Link to={paths.blog.href()}>Blog</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">
          {`© ${year} ${siteName}`}
        </p>
      </div>
    </footer>
  );
}
