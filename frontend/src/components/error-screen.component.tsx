import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title.hook';
import { Button, ButtonLink } from './button.component';

/** The spec's generic error screen; the router shows it when a route throws. */
export function ErrorScreen() {
  usePageTitle('Something went wrong');
  return (
    <section className="screen-message" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">Something went wrong</h1>
      <p>An unexpected error occurred. Try again, or go back to the home page.</p>
      <div className="button-row">
        <ButtonLink to={paths.home.href()}>Go Home</ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}
