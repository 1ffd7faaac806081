import { SubscribeForm } from '../../components/subscribe-form.component';
import { useSiteName } from '../../hooks/use-site-name.hook';
import { ChromeLink } from './chrome-link.component';
import { useSiteNavigation } from './use-site-navigation.hook';

export function SiteFooter() {
  const siteName = useSiteName();
  const { footer } = useSiteNavigation();
  // UTC, as the server writes it into the pages it renders (one text, so that hydration matches it).
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <SubscribeForm place="footer" />
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {footer.map((link, index) => (
              <li key={`${index}:${link.url}`}>
                <ChromeLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        {/* Server-rendered pages hold their first frame until this line is parsed (backend/src/site/chrome.markup.ts). */}
        <p id="site-footer-end" className="site-footer__copyright">
          {`© ${year} ${siteName}`}
        </p>
      </div>
    </footer>
  );
}
