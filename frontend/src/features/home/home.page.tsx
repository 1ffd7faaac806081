import { ButtonLink } from '../../components/button.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useSiteIdentity } from '../../hooks/use-site-identity.hook';
import { LatestPosts } from './latest-posts.component';

const blurbs = [
  { title: 'Stories', text: 'Personal essays and notes, searchable and grouped by tag.' },
  { title: 'The blog', text: 'Every post in one place, newest first, readable on any screen.' },
  { title: 'One author', text: 'Written, illustrated and published by one person, without noise.' },
];

export function HomePage() {
  usePageTitle('Home');
  const identity = useSiteIdentity();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{identity.home_heading}</h1>
        <p className="lead">{identity.home_introduction}</p>
        <div className="button-row">
          <ButtonLink to={paths.blog.href()}>Read the Blog</ButtonLink>
          <ButtonLink to={paths.stories.href()} variant="secondary">
            Browse Stories
          </ButtonLink>
        </div>
      </section>
      {identity.home_cards && (
        <section className="blurbs" aria-label="What you will find here">
          {blurbs.map((blurb) => (
            <article key={blurb.title} className="blurb">
              <h2>{blurb.title}</h2>
              <p>{blurb.text}</p>
            </article>
          ))}
        </section>
      )}
      <LatestPosts />
    </div>
  );
}
