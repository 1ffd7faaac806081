import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp } from '../../testing/render-app';
import { makePost, postsServer } from '../../testing/posts-server';

const walk = makePost({
  title: 'A Walk by the Sea',
  excerpt: 'Salt, wind and a notebook.',
  tags: ['personal', 'insight'],
  published_at: '2026-11-23T09:00:00Z',
  image_url: '/uploads/sea.webp',
  image_alt: 'Waves on a pebble beach',
  content: '<h2>Morning</h2><p>The tide was out.</p>',
});
const news = makePost({ title: 'Site News', image_url: '/uploads/news.webp', image_alt: 'A newspaper' });

describe('blog list', () => {
  it('lists posts from the server with cover, date, excerpt and tags', async () => {
    mockFetch(postsServer([walk, news]));
    renderApp('/blog');

    const card = await screen.findByRole('article', { name: 'A Walk by the Sea' });
    expect(within(card).getByRole('link', { name: 'A Walk by the Sea' })).toHaveAttribute('href', '/blog/a-walk-by-the-sea');
    expect(within(card).getByText('November 23, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Salt, wind and a notebook.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'insight' })).toHaveAttribute('href', '/tag/insight');
    const cover = within(card).getByRole('img', { name: 'Waves on a pebble beach' });
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'A newspaper' })).toHaveAttribute('loading', 'lazy');
    expect(document.title).toBe('Blog - Folio');
  });

  it('loads at once the first cover there is, when the first post has none', async () => {
    mockFetch(postsServer([makePost({ title: 'No Picture' }), walk, news]));
    renderApp('/blog');

    expect(await screen.findByRole('img', { name: 'Waves on a pebble beach' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'A newspaper' })).toHaveAttribute('loading', 'lazy');
  });

  it('offers a cover in the widths the server made of it, WebP first when it is another format, as the server writes it', async () => {
    const harbour = makePost({
      title: 'Harbour',
      image_url: '/uploads/harbour.jpg',
      image_alt: 'Boats at rest',
      image_srcset: '/uploads/h480.jpg 480w, /uploads/harbour.jpg 900w',
      image_webp_srcset: '/uploads/h480.webp 480w, /uploads/h900.webp 900w',
    });
    mockFetch(postsServer([harbour, walk]));
    renderApp('/blog');

    const cover = await screen.findByRole('img', { name: 'Boats at rest' });
    expect(cover).toHaveAttribute('srcset', '/uploads/h480.jpg 480w, /uploads/harbour.jpg 900w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 42rem) 23rem, 100vw');
    const picture = cover.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect([source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]).toEqual([
      'image/webp',
      '/uploads/h480.webp 480w, /uploads/h900.webp 900w',
      '(min-width: 42rem) 23rem, 100vw',
    ]);
    const plain = screen.getByRole('img', { name: 'Waves on a pebble beach' });
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain.parentElement).toHaveClass('cover');
  });

  it('keeps the box of a cover that fails to load, an empty frame named by its alt text', async () => {
    mockFetch(postsServer([walk]));
    renderApp('/blog');

    const cover = await screen.findByRole('img', { name: 'Waves on a pebble beach' });
    const box = cover.parentElement;
    fireEvent.error(cover);
    expect(document.querySelector('img')).not.toBeInTheDocument();
    const placeholder = screen.getByRole('img', { name: 'Waves on a pebble beach' });
    expect(placeholder).toHaveClass('cover', 'post-card__cover', 'cover--broken');
    expect(placeholder.tagName).toBe('DIV');
    expect(box).toHaveClass('cover', 'post-card__cover');
    expect(screen.getByRole('link', { name: 'A Walk by the Sea' })).toBeInTheDocument();
  });

  it('links the other pages of the list, as the server does', async () => {
    const posts = Array.from({ length: 12 }, (_, index) => makePost({ title: `Post ${index + 1}` }));
    mockFetch(postsServer(posts));
    const { user, router } = renderApp('/blog');

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says loading, then shows the failure of spec section 8', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/blog');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer(jsonResponse({ statusCode: 500, message: 'boom', error: 'Internal Server Error' }, 500));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load stories. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('blog post', () => {
  it('shows the cover, title, long date, tags and the article HTML', async () => {
    mockFetch(postsServer([walk]));
    renderApp('/blog/a-walk-by-the-sea');

    const article = await screen.findByRole('article', { name: 'A Walk by the Sea' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('A Walk by the Sea');
    expect(within(article).getByText('November 23, 2026')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Morning' })).toBeInTheDocument();
    expect(within(article).getByText('The tide was out.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'personal' })).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Waves on a pebble beach' })).toHaveAttribute('loading', 'eager');
    await waitFor(() => expect(document.title).toBe('A Walk by the Sea - Folio'));
  });

  it("says 'Story not found' with the page title 'Story Not Found' on a 404", async () => {
    mockFetch(postsServer([]));
    renderApp('/blog/missing');

    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Story Not Found - Folio'));
  });

  it('says the story failed to load on any other failure', async () => {
    mockFetch(() => jsonResponse({ statusCode: 502, message: 'Bad Gateway' }, 502));
    renderApp('/blog/a-walk-by-the-sea');

    expect(await screen.findByText('Failed to load story. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Story not found' })).not.toBeInTheDocument();
  });
});
