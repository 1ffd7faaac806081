import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UploadFailure } from '../../images';
import { adminPostsServer } from '../../../testing/posts-server';
import { imageFile, renderEditorWithHeldUploads, uploadedImage } from './insert-image.testing';

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');

const renderWithUploads = () => renderEditorWithHeldUploads(adminPostsServer().handler);

function paste(files: File[], text = '') {
  fireEvent.paste(content(), { clipboardData: { files, types: ['Files'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

function drop(files: File[]) {
  fireEvent.drop(content(), { dataTransfer: { files, types: ['Files'] } });
}

describe('images pasted or dropped into the text', () => {
  it('stands a placeholder in at the caret while each uploads, then puts the image in with empty alt text and a reminder', async () => {
    const { user, uploads } = renderWithUploads();
    await user.type(content(), 'Low tide.');
    paste([imageFile('harbour.png', 'image/png'), imageFile('image.png', 'image/png')]);

    expect(content()).toHaveValue('Low tide.\n\n![Uploading harbour.png…]()\n\n![Uploading image.png…]()');
    expect(uploads.map((upload) => upload.name)).toEqual(['harbour.png', 'image.png']);
    act(() => uploads[0]?.options?.onProgress?.(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading harbour.png' })).toHaveAttribute('value', '0.5');

    // The second finishes first: each replaces its own placeholder.
    await act(async () => uploads[1]?.resolve(uploadedImage('/uploads/b.webp')));
    await act(async () => uploads[0]?.resolve(uploadedImage('/uploads/a.webp')));
    expect(content()).toHaveValue('Low tide.\n\n![](/uploads/a.webp)\n\n![](/uploads/b.webp)');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const reminder = screen.getByText(/2 images in the text have no alt text\. Describe this image for readers who cannot see it\./);
    expect(content().getAttribute('aria-describedby')).toContain(reminder.id);
    fireEvent.change(content(), { target: { value: 'Low tide.\n\n![Boats](/uploads/a.webp)\n\n![Gulls](/uploads/b.webp)' } });
    expect(screen.queryByText(/no alt text/)).not.toBeInTheDocument();
  });

  it('uploads dropped files the same way', async () => {
    const { uploads } = renderWithUploads();
    drop([imageFile('pier.jpg', 'image/jpeg')]);
    expect(content()).toHaveValue('![Uploading pier.jpg…]()');
    await act(async () => uploads[0]?.resolve(uploadedImage('/uploads/pier.webp')));
    expect(content()).toHaveValue('![](/uploads/pier.webp)');
    expect(screen.getByText(/An image in the text has no alt text\./)).toBeInTheDocument();
  });

  it('removes the placeholder and says why when an upload fails, keeping what was typed meanwhile', async () => {
    const { user, uploads } = renderWithUploads();
    paste([imageFile('harbour.png', 'image/png')]);
    await user.type(content(), ' More words.');
    await act(async () => uploads[0]?.reject(new UploadFailure(413, 'File too large')));

    expect(content()).toHaveValue(' More words.');
    expect(screen.getByRole('alert')).toHaveTextContent('harbour.png: Upload failed: 413 - File too large');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file of another type or over 5 MB with the upload rules, sending only the rest', async () => {
    const { upload } = renderWithUploads();
    paste([imageFile('notes.pdf', 'application/pdf'), imageFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1), imageFile('ok.webp', 'image/webp')]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('notes.pdf: Only JPEG, PNG, WebP, and GIF images are allowed');
    expect(alert).toHaveTextContent('huge.png: File size must be less than 5MB');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(content()).toHaveValue('![Uploading ok.webp…]()');
  });

  it('leaves a paste of text to the browser', () => {
    const { upload } = renderWithUploads();
    paste([imageFile('cells.png', 'image/png')], 'A1\tB1');
    expect(upload).not.toHaveBeenCalled();
    expect(content()).toHaveValue('');
  });

  it('stops the uploads when the editor is left', async () => {
    const { uploads, unmount } = renderWithUploads();
    paste([imageFile('harbour.png', 'image/png')]);
    unmount();
    await waitFor(() => expect(uploads[0]?.options?.signal?.aborted).toBe(true));
  });
});
