import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title.hook';
import { ButtonLink } from './button.component';

export function NotFoundScreen() {
  usePageTitle('Page Not Found');
  return (
    <section className="screen-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <div className="button-row">
        <ButtonLink to={paths.home.href()}>Go Home</ButtonLink>
      </div>
    </section>
  );
}
