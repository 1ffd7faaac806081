import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { libraryServer, makeImage } from '../../testing/library-server';
import { adminPostsServer } from '../../testing/posts-server';
import { imageFile, renderEditorWithHeldUploads, uploadedImage } from './insert-image/insert-image.testing';

const coverUrl = () => screen.getByLabelText('Cover image URL');
const coverAlt = () => screen.getByLabelText('Cover image alt text');

function renderCover(library = [makeImage()]) {
  const posts = adminPostsServer();
  const images = libraryServer(library);
  return renderEditorWithHeldUploads((request) => (new URL(request.url).pathname.startsWith('/api/images') ? images(request) : posts.handler(request)));
}

describe('the cover image', () => {
  it('uploads a chosen file with its progress, then uses it, the alt text left for the author with a reminder', async () => {
    const { user, uploads } = renderCover();
    await user.upload(screen.getByLabelText('Cover image file'), imageFile('mountain-lake-o.jpg', 'image/jpeg'));
    act(() => uploads[0]?.options?.onProgress?.(0.3));
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('value', '0.3');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toHaveAttribute('aria-disabled', 'true');

    await act(async () => uploads[0]?.resolve(uploadedImage('/uploads/ab/lake.webp')));
    expect(coverUrl()).toHaveValue('/uploads/ab/lake.webp');
    expect(coverAlt()).toHaveValue('');
    expect(coverAlt()).toHaveAccessibleDescription('Describe this image for readers who cannot see it.');
  });

  it('refuses a file the upload rules do not take, sending nothing', async () => {
    const { uploads } = renderCover();
    // As a drop or a browser that ignores `accept` would hand it over.
    fireEvent.change(screen.getByLabelText('Cover image file'), { target: { files: [imageFile('notes.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP, and GIF images are allowed');
    expect(uploads).toHaveLength(0);
    expect(coverUrl()).toHaveValue('');
  });

  it('picks one from the library, searched, with the keyboard; an alt text written for it comes along', async () => {
    const heron = makeImage({ source: 'post_inline', post_title: 'Herons', alt_text: 'A heron on the jetty' });
    const { user, fetchMock } = renderCover([makeImage(), heron]);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a cover image' });
    expect(await within(dialog).findAllByRole('button', { name: /Uploaded Image|Herons/ })).toHaveLength(2);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search images' }), 'heron');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Uploaded Image/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([input]) => new URL((input as Request).url).searchParams.get('q') === 'heron')).toBe(true);

    within(dialog).getByRole('button', { name: /Herons/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(coverUrl()).toHaveValue(heron.url);
    expect(coverAlt()).toHaveValue('A heron on the jetty');
    expect(screen.getByRole('button', { name: 'Choose from library' })).toHaveFocus();
  });

  it('moves between the library images with the arrow keys, and Escape leaves the cover as it was', async () => {
    const { user } = renderCover([makeImage({ post_title: 'First' }), makeImage({ post_title: 'Second' })]);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a cover image' });
    const first = await within(dialog).findByRole('button', { name: /First/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: /Second/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(coverUrl()).toHaveValue('');
  });
});
