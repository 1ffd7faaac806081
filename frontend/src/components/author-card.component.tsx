import { useSiteIdentity } from '../hooks/use-site-identity.hook';

/**
 * The author under an article (Settings → Site): picture, name, short bio and links, in the
 * elements the server draws (backend/src/site/article.markup.ts, authorMarkup).
 */
export function AuthorCard() {
  const { author_name, author_bio, author_avatar, author_links } = useSiteIdentity();
  return (
    <section className="author-card" aria-label="About the author">
      {author_avatar && <img className="author-card__avatar" src={author_avatar.url} alt="" width={56} height={56} loading="lazy" />}
      <div>
        <p className="author-card__name">{author_name}</p>
        {author_bio && <p className="author-card__bio">{author_bio}</p>}
        {author_links.length > 0 && (
          <ul className="author-card__links">
            {author_links.map((link, index) => (
              <li key={`${index}:${link.url}`}>
                <a href={link.url} rel="me noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
