import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import type { LibraryImage } from './api';
import { libraryQueries, libraryServer, makeImage, type LibraryServerOptions } from '../../testing/library-server';

async function openLibrary(images: LibraryImage[], options?: LibraryServerOptions) {
  signIn();
  const fetchMock = mockFetch(libraryServer(images, options));
  const view = renderApp('/dashboard/images');
  await screen.findByRole('heading', { level: 1, name: 'Image Library' });
  return { ...view, fetchMock };
}

function counter(label: string) {
  const term = within(screen.getByRole('region', { name: 'Library counters' })).getByText(label);
  return term.nextElementSibling?.textContent;
}

const library = [
  makeImage({ source: 'upload' }),
  makeImage({ source: 'upload', alt_text: 'A red kite' }),
  makeImage({ source: 'post_cover', post_title: 'Harbour at Dawn', alt_text: 'Boats' }),
  makeImage({ source: 'post_inline', post_title: 'Harbour at Dawn', path: null, url: 'https://cdn.example/boat.jpg' }),
  makeImage({ source: 'post_inline', post_title: 'Winter Notes' }),
];

describe('Image Library screen', () => {
  it("is titled 'Image Library' and shows the four counters of the whole library", async () => {
    await openLibrary(library);
    expect(document.title).toBe('Image Library - Folio');
    await waitFor(() => expect(counter('Total Images')).toBe('5'));
    expect(counter('Uploaded Files')).toBe('2');
    expect(counter('Cover Images')).toBe('1');
    expect(counter('Inline Images')).toBe('2');
  });

  it('shows a spinner whose status region says, in words, that the images load', async () => {
    await openLibrary(library, { override: (_request, url) => (url.pathname === '/api/images' ? new Promise<Response>(() => undefined) : undefined) });
    const words = await screen.findByText('Loading images');
    expect(words).toHaveClass('visually-hidden');
    expect(words.closest('[role="status"]')?.querySelector('.library-spinner')).not.toBeNull();
  });

  it('names the search and the grid apart', async () => {
    await openLibrary(library);
    expect(await screen.findByRole('list', { name: 'Images' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter images' })).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Images' })).not.toBeInTheDocument();
  });

  it("shows each card's title ('Uploaded Image' without a post), source badge, short date and size", async () => {
    await openLibrary([makeImage({ file_size_bytes: 153_600 }), makeImage({ source: 'post_cover', post_title: 'Harbour at Dawn', file_size_bytes: null })]);
    const upload = await screen.findByRole('button', { name: /^Uploaded Image/ });
    expect(upload).toHaveTextContent('Uploaded Image');
    expect(upload).toHaveTextContent('Nov 23, 2026');
    expect(upload).toHaveTextContent('150 KB');
    expect(upload).toHaveTextContent('Upload');
    const cover = screen.getByRole('button', { name: /^Harbour at Dawn/ });
    expect(cover).toHaveTextContent('Cover');
    expect(cover).toHaveTextContent('unknown');
  });

  it('shows a drawn placeholder, not a broken picture, when a thumbnail fails to load', async () => {
    await openLibrary([makeImage({ url: 'https://gone.example/missing.png', path: null, source: 'post_inline', post_title: 'Gone' })]);
    const card = await screen.findByRole('button', { name: /^Gone/ });
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('loading', 'lazy');
    fireEvent.error(picture as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Image could not be loaded')).toBeInTheDocument();
    expect(card.querySelector('svg')).not.toBeNull();
  });

  it('asks the server for the chosen source and, after a pause in typing, the search text, from page 1', async () => {
    const { user, fetchMock } = await openLibrary(library);
    await screen.findByRole('button', { name: /^Winter Notes/ });

    await user.selectOptions(screen.getByLabelText('Source'), 'Cover Images');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Winter Notes/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Harbour at Dawn/ })).toBeInTheDocument();
    expect(libraryQueries(fetchMock).at(-1)?.get('source')).toBe('post_cover');

    await user.selectOptions(screen.getByLabelText('Source'), 'All Sources');
    const search = screen.getByPlaceholderText('search by post title, alt text, or owner');
    expect(search).toHaveAccessibleName('Search images');
    await user.type(search, 'kite');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Uploaded Image/ })).toHaveLength(1));
    const last = libraryQueries(fetchMock).at(-1);
    expect(last?.get('q')).toBe('kite');
    expect(last?.get('source')).toBeNull();
    expect(last?.get('page')).toBe('1');
    // Typing is debounced: no request went out for 'k', 'ki' or 'kit'.
    expect(libraryQueries(fetchMock).filter((query) => query.get('q') === 'k')).toHaveLength(0);
  });

  it('offers the five source filters of the spec', async () => {
    await openLibrary(library);
    const options = within(screen.getByLabelText('Source')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All Sources', 'Uploaded Files', 'Cover Images', 'Inline Images', 'External URLs']);
  });

  it("says 'No images found' with a hint for an empty library", async () => {
    await openLibrary([]);
    expect(await screen.findByRole('heading', { name: 'No images found' })).toBeInTheDocument();
    expect(screen.getByText(/The library is empty/)).toBeInTheDocument();
  });

  it("gives the Uploaded Files filter its own hint, and an active search or filter another", async () => {
    const { user } = await openLibrary([makeImage({ source: 'post_cover', post_title: 'Harbour at Dawn' })]);
    await screen.findByRole('button', { name: /^Harbour at Dawn/ });

    await user.selectOptions(screen.getByLabelText('Source'), 'Uploaded Files');
    expect(await screen.findByText(/You have not uploaded any images yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No images found' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Source'), 'External URLs');
    expect(await screen.findByText(/No image matches this search or filter/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Source'), 'All Sources');
    await user.type(screen.getByLabelText('Search images'), 'nothing like it');
    expect(await screen.findByText(/No image matches this search or filter/)).toBeInTheDocument();
    expect(screen.queryByText(/The library is empty/)).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Images' with the message, and 'Try Again' loads the images", async () => {
    let failing = true;
    const { user } = await openLibrary(library, {
      override: (_request, url) =>
        url.pathname === '/api/images' && failing ? jsonResponse({ statusCode: 500, message: 'database away', error: 'Internal Server Error' }, 500) : undefined,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Images' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('failed with HTTP 500: database away');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Winter Notes/ })).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Images')).not.toBeInTheDocument();
  });

  it('pages through more than a page of images', async () => {
    const many = Array.from({ length: 30 }, (_, index) => makeImage({ source: 'post_cover', post_title: `Post ${index + 1}` }));
    const { user, fetchMock } = await openLibrary(many);
    await screen.findByRole('button', { name: /^Post 1\b/ });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /^Post 30\b/ })).toBeInTheDocument();
    expect(libraryQueries(fetchMock).at(-1)?.get('page')).toBe('2');
  });
});
