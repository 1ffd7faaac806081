import { usePageTitle } from '../../hooks/use-page-title.hook';
import { SubscribersImport } from './subscribers-import.component';
import { SubscribersList } from './subscribers-list.component';
import './subscribers.css';

/** Issue 17 point 5: the readers who get posts by email, and the ones moving with the author. */
export function SubscribersPage() {
  usePageTitle('Subscribers');
  return (
    <section className="page subscribers-page" aria-labelledby="page-title">
      <h1 id="page-title" className="screen-header">
        Subscribers
      </h1>
      <p className="subscribers-page__intro">
        Readers who get your posts by email. Only confirmed subscribers receive them: a new subscriber confirms through the link in the email the site
        sends.
      </p>
      <SubscribersList />
      <SubscribersImport />
    </section>
  );
}
