import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MetadataNotSaved, UploadFailure } from '../../images';
import { imageFile, renderInsertImage, uploadedImage } from './insert-image.testing';

afterEach(() => {
  window.sessionStorage.clear();
});

function dialog() {
  return screen.getByRole('dialog', { name: 'Insert Image' });
}

function field(label: string) {
  return within(dialog()).getByLabelText(label);
}

function insertButton() {
  return within(dialog()).getByRole('button', { name: 'Insert' });
}

function dropZone() {
  return within(dialog()).getByText('Choose an image file').closest('.insert-image__drop') as HTMLElement;
}

describe('Insert Image dialog: source and validation', () => {
  it('opens with the focus in the URL field and Insert disabled', () => {
    renderInsertImage();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(field('Image URL')).toHaveFocus();
    expect(field('Choose an image file')).toHaveAttribute('type', 'file');
    expect(insertButton()).toBeDisabled();
  });

  it('clears the URL when a file is chosen, and the file when a URL is typed', async () => {
    const { user } = renderInsertImage();
    await user.type(field('Image URL'), 'https://example.com/a.png');
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg'));
    expect(field('Image URL')).toHaveValue('');
    expect(within(dialog()).getByText('Selected file: harbour.jpg (2 KB)')).toBeInTheDocument();

    await user.type(field('Image URL'), '/uploads/a.png');
    expect(within(dialog()).queryByText(/Selected file/)).not.toBeInTheDocument();
    expect((field('Choose an image file') as HTMLInputElement).value).toBe('');
  });

  it('enables Insert only with a source and alt text, and explains what is missing', async () => {
    const { user } = renderInsertImage();
    // Leaving the fields untouched says nothing yet: a message appearing on blur would move what is being clicked.
    await user.click(field('Image URL'));
    await user.click(field('Alt text'));
    await user.tab();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(field('Alt text'), 'x');
    expect(within(dialog()).getByText('Please select an image file or enter an image URL.')).toHaveAttribute('role', 'alert');
    await user.clear(field('Alt text'));
    const altError = within(dialog()).getByText('Alt text is required for accessibility.');
    expect(field('Alt text')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Alt text').getAttribute('aria-describedby')).toContain(altError.id);

    await user.upload(field('Choose an image file'), imageFile('harbour.png', 'image/png'));
    expect(field('Alt text')).toHaveValue('');
    expect(insertButton()).toBeDisabled();
    await user.type(field('Alt text'), 'Harbour');
    expect(insertButton()).toBeEnabled();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(field('Alt text'));
    expect(insertButton()).toBeDisabled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Alt text is required for accessibility.');
    await user.type(field('Alt text'), 'The harbour');
    expect(insertButton()).toBeEnabled();
  });

  it('refuses a dropped file of another type and one over 5 MB', async () => {
    const { user } = renderInsertImage();
    fireEvent.drop(dropZone(), { dataTransfer: { types: ['Files'], files: [imageFile('anim.gif', 'image/gif')] } });
    const typeError = await within(dialog()).findByText('Please select a PNG, JPG, or WebP image file.');
    expect(field('Choose an image file').getAttribute('aria-describedby')).toContain(typeError.id);
    await user.type(field('Alt text'), 'Animation');
    expect(insertButton()).toBeDisabled();

    await user.upload(field('Choose an image file'), imageFile('huge.png', 'image/png', 6 * 1024 * 1024 + 5243));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('File size must be less than 5MB. Current size: 6.01MB.');
    // Just over the limit reads 5.01, never 5.00.
    await user.upload(field('Choose an image file'), imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Current size: 5.01MB.');
    expect(insertButton()).toBeDisabled();
  });

  it('refuses a URL that is neither http(s) nor a path on this site', async () => {
    const { user } = renderInsertImage();
    await user.type(field('Image URL'), 'javascript:alert(1)');
    await user.type(field('Alt text'), 'x');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Enter a full image URL');
    expect(insertButton()).toBeDisabled();
  });
});

describe('Insert Image dialog: alt text', () => {
  it('never makes alt text from the file name or the URL: it stays empty, with a reminder beside it', async () => {
    const { user } = renderInsertImage({ postTitle: 'Spring walk' });
    const reminder = within(dialog()).getByText('Describe this image for readers who cannot see it.');
    expect(field('Alt text').getAttribute('aria-describedby')).toContain(reminder.id);

    await user.upload(field('Choose an image file'), imageFile('old_mill-river.jpg', 'image/jpeg'));
    expect(field('Alt text')).toHaveValue('');
    await user.type(field('Image URL'), 'https://example.com/photos/red-kite.webp?w=800');
    expect(field('Alt text')).toHaveValue('');
    expect(reminder).toBeVisible();
  });

  it("keeps the author's own alt text when the image changes", async () => {
    const { user } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg'));
    await user.type(field('Alt text'), 'Fishing boats at first light');
    await user.upload(field('Choose an image file'), imageFile('kite.png', 'image/png'));
    expect(field('Alt text')).toHaveValue('Fishing boats at first light');
  });

  it('auto-generates from the post title on request, even over the author’s text, and never from the file name', async () => {
    const { user } = renderInsertImage({ postTitle: 'Spring walk' });
    const generate = within(dialog()).getByRole('button', { name: 'Auto-generate' });
    await user.click(generate);
    expect(field('Alt text')).toHaveValue('Image for "Spring walk"');

    await user.type(field('Alt text'), ' again');
    await user.upload(field('Choose an image file'), imageFile('old_mill-river.jpg', 'image/jpeg'));
    expect(field('Alt text')).toHaveValue('Image for "Spring walk" again');
    await user.click(generate);
    expect(field('Alt text')).toHaveValue('Image for "Spring walk"');
  });

  it('has nothing to generate in a post without a title', () => {
    renderInsertImage({ postTitle: '  ' });
    expect(within(dialog()).getByRole('button', { name: 'Auto-generate' })).toBeDisabled();
  });
});

describe('Insert Image dialog: preview', () => {
  it('previews the chosen file, and stops when a URL replaces it', async () => {
    const { user } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('a.png', 'image/png'));
    const preview = await within(dialog()).findByRole('figure', { name: 'Preview' });
    expect(within(preview).getByRole('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.type(field('Image URL'), 'h');
    expect(within(dialog()).queryByRole('figure')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load image' when the URL does not load", async () => {
    const { user } = renderInsertImage();
    await user.type(field('Image URL'), 'https://example.com/missing.png');
    const image = await within(dialog()).findByRole('img');
    fireEvent.error(image);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to load image');
  });

  it("remembers 'Show Preview' for the next opening in the session", async () => {
    const first = renderInsertImage();
    const toggle = field('Show Preview');
    expect(toggle).toBeChecked();
    await first.user.upload(field('Choose an image file'), imageFile('a.png', 'image/png'));
    await within(dialog()).findByRole('figure', { name: 'Preview' });
    await first.user.click(toggle);
    expect(within(dialog()).queryByRole('figure')).not.toBeInTheDocument();
    first.unmount();

    first.reopen();
    expect(field('Show Preview')).not.toBeChecked();
  });
});

describe('Insert Image dialog: inserting', () => {
  it('inserts a URL image as Markdown on Enter and closes, leaving the form around it alone', async () => {
    const { user, onInsert, onClose, upload, onOuterSubmit } = renderInsertImage();
    await user.type(field('Image URL'), 'https://example.com/maps/old town (1890).png');
    await user.type(field('Alt text'), 'Map of the [[old] town{Enter}');
    expect(onInsert).toHaveBeenCalledWith('![Map of the \\[old\\] town](https://example.com/maps/old%20town%20%281890%29.png)');
    expect(onClose).toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  it('uploads a file with a progress bar, shows a failure and lets the admin retry', async () => {
    const { user, onInsert, onClose, uploads } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('harbour-at-dawn.png', 'image/png'));
    await user.type(field('Alt text'), 'Harbour At Dawn');
    await user.click(insertButton());

    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.name).toBe('harbour-at-dawn.png');
    act(() => uploads[0]?.options?.onProgress?.(0.4));
    expect(within(dialog()).getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('value', '0.4');
    // Busy but still focused: aria-disabled, so that the focus does not fall to the page.
    const uploading = within(dialog()).getByRole('button', { name: 'Uploading...' });
    expect(uploading).toHaveAttribute('aria-disabled', 'true');
    expect(uploading).toHaveFocus();

    await act(async () => uploads[0]?.reject(new UploadFailure(413, 'File too large')));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Upload failed: 413 - File too large');
    expect(within(dialog()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onInsert).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(insertButton());
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => uploads[1]?.resolve(uploadedImage('/uploads/ab/harbour.webp')));
    expect(onInsert).toHaveBeenCalledWith('![Harbour At Dawn](/uploads/ab/harbour.webp)');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes without inserting on Cancel and on Escape', async () => {
    const { user, onInsert, onClose } = renderInsertImage();
    await user.type(field('Image URL'), '/uploads/a.png');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onInsert).not.toHaveBeenCalled();
  });

  it.each([
    ['Cancel', async (user: ReturnType<typeof renderInsertImage>['user']) => user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))],
    ['Escape', async (user: ReturnType<typeof renderInsertImage>['user']) => user.keyboard('{Escape}')],
  ])('never inserts after %s, even when the upload then completes', async (_how, closeDialog) => {
    const { user, uploads, onInsert, onClose } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('harbour.png', 'image/png'));
    await user.type(field('Alt text'), 'Harbour');
    await user.click(insertButton());
    await closeDialog(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(uploads[0]?.options?.signal?.aborted).toBe(true);

    // The network answers anyway (the metadata call was already on its way, say).
    await act(async () => uploads[0]?.resolve(uploadedImage('/uploads/ab/harbour.webp')));
    expect(onInsert).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('treats an upload whose details were not saved as uploaded: a warning, and Insert uses the stored file', async () => {
    const { user, uploads, upload, onInsert } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('harbour.png', 'image/png'));
    await user.type(field('Alt text'), 'Harbour');
    await user.click(insertButton());
    const stored = uploadedImage('/uploads/ab/harbour.webp');
    await act(async () => uploads[0]?.reject(new MetadataNotSaved(stored, 500, new Error('database away'))));

    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Image uploaded, but its details were not saved: database away');
    expect(field('Image URL')).toHaveValue('/uploads/ab/harbour.webp');
    expect(field('Alt text')).toHaveValue('Harbour');
    expect(onInsert).not.toHaveBeenCalled();

    await user.click(insertButton());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(onInsert).toHaveBeenCalledWith('![Harbour](/uploads/ab/harbour.webp)');
  });

  it('aborts a running upload when the dialog goes away', async () => {
    const { user, uploads, unmount } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('a.png', 'image/png'));
    await user.type(field('Alt text'), 'A');
    await user.click(insertButton());
    unmount();
    expect(uploads[0]?.options?.signal?.aborted).toBe(true);
  });
});
