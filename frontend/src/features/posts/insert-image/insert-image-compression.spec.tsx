import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { COMPRESSION_DEFAULTS } from '../../../testing/compression-defaults';
import { jsonResponse } from '../../../testing/render-app';
import { imageFile, renderInsertImage, uploadedImage, type PendingMeasurement } from './insert-image.testing';

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

/** The live region (role=status) that holds `text`. */
async function statusWith(text: string | RegExp) {
  const region = (await within(dialog()).findByText(text)).closest('[role="status"]');
  expect(region).not.toBeNull();
  return region as HTMLElement;
}

const LARGE_BYTES = 900_000;

describe('legacy client compression (spec §4/§9)', () => {
  it('offers it for a file over 800 KB, compresses, summarises and uploads the result', async () => {
    const compressed = new Blob([new Uint8Array(200_000)], { type: 'image/webp' });
    let finish: () => void = () => undefined;
    const { user, uploads, onInsert } = renderInsertImage({
      imageSize: { width: 3000, height: 2000 },
      compressImage: () =>
        new Promise((resolve) => {
          finish = () => resolve({ blob: compressed, extension: 'webp', original: { width: 3000, height: 2000 }, result: { width: 2000, height: 1333 } });
        }),
    });
    // The warning appears in a status region that was there before it, so that it is announced.
    const regions = within(dialog()).getAllByRole('status');
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES));
    const warning = (await within(dialog()).findByText('This image is large')).closest('p');
    expect(regions).toContain(warning?.closest('[role="status"]'));
    await waitFor(() => expect(warning).toHaveTextContent('This image is large (878.91 KB, 3000 × 2000 px).'));
    expect(button('Keep original')).toBeEnabled();

    await user.click(button('Compress (Legacy)'));
    const compressing = button('Compressing...');
    expect(compressing).toHaveAttribute('aria-disabled', 'true');
    expect(compressing).toHaveFocus();
    await act(async () => finish());
    const summary = await statusWith('Image compressed.');
    expect(summary).toHaveTextContent('Image compressed.');
    expect(summary).toHaveTextContent('Original878.91 KB, 3000 × 2000 px');
    expect(summary).toHaveTextContent('Compressed195.31 KB, 2000 × 1333 px');
    expect(within(dialog()).queryByRole('button', { name: 'Compress (Legacy)' })).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Selected file: harbour.webp (195.31 KB)')).toBeInTheDocument();
    // The pressed button is gone: the summary holds the focus, not <body>.
    expect(summary.firstElementChild).toHaveFocus();

    await user.type(field('Alt text'), 'Harbour');
    await user.click(button('Insert'));
    expect(uploads[0]?.blob).toBe(compressed);
    expect(uploads[0]?.name).toBe('harbour.webp');
    await act(async () => uploads[0]?.resolve(uploadedImage('/uploads/h.webp')));
    expect(onInsert).toHaveBeenCalledWith('![Harbour](/uploads/h.webp)');
  });

  it('keeps the original, and says so, when the compressed file is not smaller', async () => {
    const bigger = new Blob([new Uint8Array(LARGE_BYTES + 10)], { type: 'image/webp' });
    const { user, uploads } = renderInsertImage({
      compressImage: () =>
        Promise.resolve({ blob: bigger, extension: 'webp', original: { width: 1800, height: 1200 }, result: { width: 1800, height: 1200 } }),
    });
    const original = imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES);
    await user.upload(field('Choose an image file'), original);
    await user.click(await within(dialog()).findByRole('button', { name: 'Compress (Legacy)' }));
    const summary = await statusWith('Compression did not make the file smaller.');
    expect(summary).toHaveTextContent('The original file is kept and will be uploaded.');
    expect(within(dialog()).getByText('Selected file: harbour.jpg (878.91 KB)')).toBeInTheDocument();

    await user.type(field('Alt text'), 'Harbour');
    await user.click(button('Insert'));
    expect(uploads[0]?.blob).toBe(original);
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
    const { user, fetchMock } = renderInsertImage({ settings: { ...COMPRESSION_DEFAULTS, enable_legacy_compression: false } });
    await user.upload(field('Choose an image file'), imageFile('harbour.jpg', 'image/jpeg', LARGE_BYTES));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(within(dialog()).queryByText(/This image is large/)).not.toBeInTheDocument();
  });
});

/** The image at the URL (its latest measurement) loads in `loadMs` with the given natural size. */
async function measured(measurements: PendingMeasurement[], loadMs: number, width: number, height: number) {
  await waitFor(() => expect(measurements.length).toBeGreaterThan(0));
  await act(async () => measurements.at(-1)?.resolve({ loadMs, width, height }));
}

describe('external images (spec §9)', () => {
  it('flags a slow and large image with its estimated size, in a status region that was there before', async () => {
    const { user, measurements } = renderInsertImage();
    const regions = within(dialog()).getAllByRole('status');
    await user.type(field('Image URL'), '/uploads/panorama.png');
    await measured(measurements, 3500, 4000, 3000);
    expect(measurements.map((measurement) => measurement.src)).toEqual(['/uploads/panorama.png']);
    expect(within(dialog()).getByText(/Slow image/).parentElement).toHaveTextContent('it took 3.5 s to load');
    expect(regions).toContain(within(dialog()).getByText(/Slow image/).closest('[role="status"]'));
    expect(within(dialog()).getByText(/Large image/).parentElement).toHaveTextContent('4000 × 3000 px, about 45.78 MB (estimated)');
    // This site's own file: nothing to fetch.
    expect(within(dialog()).queryByRole('button', { name: 'Compress on server' })).not.toBeInTheDocument();
  });

  it('shows no flag for a quick, small image', async () => {
    const { user, measurements } = renderInsertImage();
    await user.type(field('Image URL'), 'https://example.com/small.jpg');
    await measured(measurements, 200, 800, 600);
    expect(within(dialog()).queryByText(/Slow image|Large image/)).not.toBeInTheDocument();
  });

  it('flags the image with the preview turned off too', async () => {
    const { user, measurements } = renderInsertImage();
    await user.click(field('Show Preview'));
    await user.type(field('Image URL'), 'https://images.example.org/panorama.jpg');
    await measured(measurements, 300, 6000, 4000);
    expect(within(dialog()).queryByRole('figure')).not.toBeInTheDocument();
    expect(within(dialog()).getByText(/Large image/).parentElement).toHaveTextContent('6000 × 4000 px');
    expect(button('Compress on server')).toBeInTheDocument();
  });

  it("replaces a remote URL by the server's compressed copy, with the settings' preset", async () => {
    const bodies: unknown[] = [];
    const { user, onInsert, measurements } = renderInsertImage({
      settings: { ...COMPRESSION_DEFAULTS, quality_preset: 'aggressive' },
      server: async (request) => {
        bodies.push(await request.json());
        return jsonResponse(uploadedImage('/uploads/ab/kite.webp'), 201);
      },
    });
    await user.type(field('Image URL'), 'https://images.example.org/kite.jpg');
    await user.type(field('Alt text'), 'Kite');
    await measured(measurements, 100, 6000, 4000);
    expect(within(dialog()).getByText(/Large image/).parentElement).toHaveTextContent('about 68.66 MB');
    await user.click(button('Compress on server'));

    expect(await statusWith('Compressed copy stored on this site.')).toHaveTextContent('2.29 MB → 302.73 KB, 2000 × 1333 px');
    expect(bodies).toEqual([{ url: 'https://images.example.org/kite.jpg', quality: 'aggressive' }]);
    expect(field('Image URL')).toHaveValue('/uploads/ab/kite.webp');
    // The copy's URL leaves the author's alt text alone.
    expect(field('Alt text')).toHaveValue('Kite');
    await user.click(button('Insert'));
    expect(onInsert).toHaveBeenCalledWith('![Kite](/uploads/ab/kite.webp)');
  });

  it("shows 'Failed to compress image from URL' when the server cannot", async () => {
    const { user, measurements } = renderInsertImage({
      server: () => jsonResponse({ statusCode: 422, message: 'Failed to compress image from URL: connection refused', error: 'Unprocessable Entity' }, 422),
    });
    await user.type(field('Image URL'), 'https://images.example.org/kite.jpg');
    await measured(measurements, 4000, 1200, 800);
    await user.click(button('Compress on server'));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to compress image from URL');
    expect(alert).toHaveTextContent('connection refused');
    expect(field('Image URL')).toHaveValue('https://images.example.org/kite.jpg');
  });
});
