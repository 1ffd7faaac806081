import { SubscribeForm } from '../../components/subscribe-form.component';
import { useSiteIdentity } from '../../hooks/use-site-identity.hook';
import { ChromeLink } from './chrome-link.component';
import { useSiteNavigation } from './use-site-navigation.hook';

export function SiteFooter() {
  // The author's line, or `© {year} {title}` as the server writes it (one text, so that hydration matches it).
  const { footer_text } = useSiteIdentity();
  const { footer } = useSiteNavigation();
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
          {footer_text}
        </p>
      </div>
    </footer>
  );
}
