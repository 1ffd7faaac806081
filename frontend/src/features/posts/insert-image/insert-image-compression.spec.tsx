import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../testing/render-app';
import { imageFile, renderInsertImage, SETTINGS, uploadedImage } from './insert-image.testing';

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

function dialog() {
  return screen.getByRole('dialog', { name: 'Insert Image' });
}

function field(label: string) {
  return within(dialog()).getByLabelText(label);
}

function button(name: string) {
  return within(dialog()).getByRole('button', { name });
}

const LARGE_BYTES = 900_000;

describe('legacy client compression (spec §4/§9)', () => {
  it('offers it for a file over 800 KB, compresses, summarises and uploads the result', async () => {
    const compressed = new Blob([new Uint8Array(200_000)], { type: 'image/webp' });
    const { user, uploads, onInsert } = renderInsertImage({
      imageSize: { width: 3000, height: 2000 },
      compressImage: () =>
        Promise.resolve({ blob: compressed, extension: 'webp', original: { width: 3000, height: 2000 }, result: { width: 2000, height: 1333 } }),
    });
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES));
    const warning = (await within(dialog()).findByText('This image is large')).closest('p');
    await waitFor(() => expect(warning).toHaveTextContent('This image is large (878.91 KB, 3000 × 2000 px).'));
    expect(button('Keep original')).toBeEnabled();

    await user.click(button('Compress (Legacy)'));
    const summary = await within(dialog()).findByRole('status');
    expect(summary).toHaveTextContent('Image compressed.');
    expect(summary).toHaveTextContent('Original878.91 KB, 3000 × 2000 px');
    expect(summary).toHaveTextContent('Compressed195.31 KB, 2000 × 1333 px');
    expect(within(dialog()).queryByRole('button', { name: 'Compress (Legacy)' })).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Selected file: harbour.webp (195.31 KB)')).toBeInTheDocument();

    await user.type(field('Alt text'), 'Harbour');
    await user.click(button('Insert'));
    expect(uploads[0]?.blob).toBe(compressed);
    expect(uploads[0]?.name).toBe('harbour.webp');
    await act(async () => uploads[0]?.resolve(uploadedImage('/uploads/h.webp')));
    expect(onInsert).toHaveBeenCalledWith('![Harbour](/uploads/h.webp)');
  });

  it('offers it for a small file with a side over 2000 px', async () => {
    const { user } = renderInsertImage({ imageSize: { width: 2400, height: 600 } });
    await user.upload(field('Choose an image file'), imageFile('banner.png', 'image/png', 50_000));
    expect(await within(dialog()).findByRole('button', { name: 'Compress (Legacy)' })).toBeInTheDocument();
  });

  it('keeps the original when asked', async () => {
    const { user, uploads } = renderInsertImage();
    const original = imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES);
    await user.upload(field('Choose an image file'), original);
    await user.click(await within(dialog()).findByRole('button', { name: 'Keep original' }));
    expect(within(dialog()).queryByText(/This image is large/)).not.toBeInTheDocument();

    await user.type(field('Alt text'), 'Harbour');
    await user.click(button('Insert'));
    expect(uploads[0]?.blob).toBe(original);
  });

  it('says so when the browser cannot compress the image, and keeps the original', async () => {
    const { user } = renderInsertImage();
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES));
    await user.click(await within(dialog()).findByRole('button', { name: 'Compress (Legacy)' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to compress image. Please try a different image.');
    expect(within(dialog()).getByText('Selected file: harbour.jpg (878.91 KB)')).toBeInTheDocument();
  });

  it('is not offered when the settings disable it', async () => {
    const { user, fetchMock } = renderInsertImage({ settings: { ...SETTINGS, enable_legacy_compression: false } });
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(within(dialog()).queryByText(/This image is large/)).not.toBeInTheDocument();
  });
});

/** Loads the previewed URL image in `loadMs` with the given natural size. */
async function loadPreview(loadMs: number, width: number, height: number) {
  const image = await within(dialog()).findByRole('img');
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  const now = performance.now();
  jest.spyOn(performance, 'now').mockReturnValue(now + loadMs);
  fireEvent.load(image);
}

describe('external images (spec §9)', () => {
  it('flags a slow and large image with its estimated size', async () => {
    const { user } = renderInsertImage();
    await user.type(field('Image URL'), '/uploads/panorama.png');
    await loadPreview(3500, 4000, 3000);
    expect(within(dialog()).getByText(/Slow image/).parentElement).toHaveTextContent(/it took 3\.\d s to load/);
    expect(within(dialog()).getByText(/Large image/).parentElement).toHaveTextContent('4000 × 3000 px, about 45.78 MB (estimated)');
    // This site's own file: nothing to fetch.
    expect(within(dialog()).queryByRole('button', { name: 'Compress on server' })).not.toBeInTheDocument();
  });

  it('shows no flag for a quick, small image', async () => {
    const { user } = renderInsertImage();
    await user.type(field('Image URL'), 'https://example.com/small.jpg');
    await loadPreview(200, 800, 600);
    expect(within(dialog()).queryByText(/Slow image|Large image/)).not.toBeInTheDocument();
  });

  it("replaces a remote URL by the server's compressed copy, with the settings' preset", async () => {
    const bodies: unknown[] = [];
    const { user, onInsert } = renderInsertImage({
      settings: { ...SETTINGS, quality_preset: 'aggressive' },
      server: async (request) => {
        bodies.push(await request.json());
        return jsonResponse(uploadedImage('/uploads/ab/kite.webp'), 201);
      },
    });
    await user.type(field('Image URL'), 'https://images.example.org/kite.jpg');
    await loadPreview(100, 6000, 4000);
    expect(within(dialog()).getByText(/Large image/).parentElement).toHaveTextContent('about 68.66 MB');
    await user.click(button('Compress on server'));

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('2.29 MB → 302.73 KB, 2000 × 1333 px');
    expect(bodies).toEqual([{ url: 'https://images.example.org/kite.jpg', quality: 'aggressive' }]);
    expect(field('Image URL')).toHaveValue('/uploads/ab/kite.webp');
    await user.type(field('Alt text'), 'Kite');
    await user.click(button('Insert'));
    expect(onInsert).toHaveBeenCalledWith('![Kite](/uploads/ab/kite.webp)');
  });

  it("shows 'Failed to compress image from URL' when the server cannot", async () => {
    const { user } = renderInsertImage({
      server: () => jsonResponse({ statusCode: 422, message: 'Failed to compress image from URL: connection refused', error: 'Unprocessable Entity' }, 422),
    });
    await user.type(field('Image URL'), 'https://images.example.org/kite.jpg');
    await loadPreview(4000, 1200, 800);
    await user.click(button('Compress on server'));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to compress image from URL');
    expect(alert).toHaveTextContent('connection refused');
    expect(field('Image URL')).toHaveValue('https://images.example.org/kite.jpg');
  });
});
