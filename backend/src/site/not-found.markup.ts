/**
 * The SPA's not-found screens (NotFoundScreen, and the article pages' MessageScreen for a missing
 * post) in the same elements, classes and words, so that a reader sees them before any script runs
 * and nothing moves when the app draws its own.
 */

function screen(title: string, message: string, action: { href: string; label: string }): string {
  return (
    '<section class="screen-message" aria-labelledby="not-found-title">' +
    `<h1 id="not-found-title">${title}</h1><p>${message}</p>` +
    `<div class="button-row"><a class="button button--primary" href="${action.href}">${action.label}</a></div>` +
    '</section>'
  );
}

/** Any address the site does not have (spec section 8: 'Page Not Found'). */
export function pageNotFoundMarkup(): string {
  return screen('Page Not Found', 'The page you&#39;re looking for doesn&#39;t exist or has been moved.', { href: '/', label: 'Go Home' });
}

/** `/blog/{slug}` or `/stories/{slug}` without a published post (spec section 8: 'Story not found', 'Story Not Found'). */
export function storyNotFoundMarkup(section: 'blog' | 'stories'): string {
  const message = 'The story you&#39;re looking for doesn&#39;t exist.';
  return section === 'blog'
    ? screen('Story not found', message, { href: '/blog', label: 'Read the Blog' })
    : screen('Story Not Found', message, { href: '/stories', label: 'Browse Stories' });
}

/** Tells the SPA that the server found no post at this address: it shows the same screen at once, without asking again. */
export function storyNotFoundData(): string {
  return '<script id="folio-initial-data" type="application/json">{"notFound":true}</script>';
}
