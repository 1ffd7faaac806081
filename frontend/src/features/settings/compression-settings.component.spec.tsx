import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SLIDER_SAVE_DELAY_MS } from './compression-slider.component';
import { fakeClock, openSettings } from './testing/open-settings';

const SAVED = 'Compression settings saved.';

/** How many times the screen has asked for the settings. */
function settingsLoads(fetchMock: { mock: { calls: unknown[][] } }): number {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/compression/settings').length;
}

function section() {
  return screen.getByRole('region', { name: 'Image Compression' });
}

async function slider(name: string) {
  return within(section()).findByRole('slider', { name });
}

describe('Image Compression settings', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows the server's settings: six switches, the preset, and sliders with the spec's ranges and steps", async () => {
    await openSettings();

    const size = await slider('Size threshold');
    expect(size).toHaveAttribute('min', '100');
    expect(size).toHaveAttribute('max', '2000');
    expect(size).toHaveAttribute('step', '50');
    expect(size).toHaveValue('500');
    expect(size).toHaveAttribute('aria-valuetext', '500 KB');

    const dimension = await slider('Dimension threshold');
    expect(dimension).toHaveAttribute('min', '1000');
    expect(dimension).toHaveAttribute('max', '4000');
    expect(dimension).toHaveAttribute('step', '100');
    expect(dimension).toHaveValue('2000');

    const preset = within(section()).getByRole('combobox', { name: 'Quality preset' });
    expect(preset).toHaveValue('balanced');
    expect(within(preset).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'High (85%)',
      'Balanced (75%)',
      'Aggressive (60%)',
      'Custom',
    ]);
    expect(within(section()).queryByRole('slider', { name: 'Custom quality' })).not.toBeInTheDocument();

    const switches = within(section()).getAllByRole('switch');
    expect(switches.map((element) => [element.getAttribute('aria-checked'), element.textContent])).toEqual([
      ['true', 'On'],
      ['true', 'On'],
      ['true', 'On'],
      ['true', 'On'],
      ['false', 'Off'],
      ['true', 'On'],
    ]);
  });

  it('offers the custom quality slider (10 to 100, step 5) once the preset is Custom', async () => {
    const { user, server } = await openSettings();
    const preset = await within(section()).findByRole('combobox', { name: 'Quality preset' });

    await user.selectOptions(preset, 'Custom');

    const custom = await slider('Custom quality');
    expect(custom).toHaveAttribute('min', '10');
    expect(custom).toHaveAttribute('max', '100');
    expect(custom).toHaveAttribute('step', '5');
    expect(custom).toHaveValue('75');
    expect(await within(section()).findByText(SAVED)).toBeInTheDocument();
    expect(server.state.patches).toEqual([{ quality_preset: 'custom' }]);
  });

  it('shows a switch flipped before the server answers, then says it is saved for 3 s', async () => {
    const { server } = await openSettings({ holdSaves: true });
    const webp = await within(section()).findByRole('switch', { name: 'Convert photos to WebP' });

    const user = fakeClock();
    await user.click(webp);
    await waitFor(() => expect(server.state.heldSaves).toHaveLength(1));

    expect(webp).toHaveAttribute('aria-checked', 'false');
    expect(within(section()).queryByText(SAVED)).not.toBeInTheDocument();
    await act(async () => server.state.heldSaves[0]());

    expect(await within(section()).findByText(SAVED)).toBeInTheDocument();
    expect(webp).toHaveAttribute('aria-checked', 'false');
    expect(server.state.settings.convert_photos_to_webp).toBe(false);

    await act(async () => jest.advanceTimersByTime(2900));
    expect(within(section()).getByText(SAVED)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(100));
    expect(within(section()).queryByText(SAVED)).not.toBeInTheDocument();
  });

  it.each([
    ['in order', [0, 1]],
    ['the second first', [1, 0]],
  ])('keeps both of two quick switch changes whose answers arrive %s', async (_, order) => {
    const { user, server, store } = await openSettings({ holdSaves: true });
    const webp = await within(section()).findByRole('switch', { name: 'Convert photos to WebP' });
    const preserve = within(section()).getByRole('switch', { name: 'Always preserve format' });

    await user.click(webp);
    await user.click(preserve);
    await waitFor(() => expect(server.state.heldSaves).toHaveLength(2));
    expect(server.state.patches).toEqual([{ convert_photos_to_webp: false }, { always_preserve_format: true }]);

    await act(async () => server.state.heldSaves[order[0]]());
    expect(await within(section()).findByText(SAVED)).toBeInTheDocument();
    expect(webp).toHaveAttribute('aria-checked', 'false');
    expect(preserve).toHaveAttribute('aria-checked', 'true');

    await act(async () => server.state.heldSaves[order[1]]());
    const pending = () => Object.values(store.getState().api.mutations).filter((entry) => entry?.status === 'pending');
    await waitFor(() => expect(pending()).toEqual([]));
    expect(webp).toHaveAttribute('aria-checked', 'false');
    expect(preserve).toHaveAttribute('aria-checked', 'true');
  });

  it('rolls a failed save back, loads the settings again and shows the error for 5 s', async () => {
    const { server, fetchMock } = await openSettings({ fail: { save: 400 }, holdSaves: true });
    const preserve = await within(section()).findByRole('switch', { name: 'Always preserve format' });
    expect(preserve).toHaveAttribute('aria-checked', 'false');
    const loads = () => settingsLoads(fetchMock);
    const loadsBefore = loads();

    const user = fakeClock();
    await user.click(preserve);
    await waitFor(() => expect(server.state.heldSaves).toHaveLength(1));
    expect(preserve).toHaveAttribute('aria-checked', 'true');
    await act(async () => server.state.heldSaves[0]());

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to save: Request to /api/compression/settings failed with HTTP 400: size_threshold_kb must be a multiple of 50',
    );
    expect(server.state.patches).toEqual([{ always_preserve_format: true }]);
    expect(preserve).toHaveAttribute('aria-checked', 'false');
    expect(preserve).toHaveTextContent('Off');
    await waitFor(() => expect(loads()).toBe(loadsBefore + 1));

    await act(async () => jest.advanceTimersByTime(4900));
    expect(alert).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(100));
    expect(alert).not.toBeInTheDocument();
  });

  it('announces a failure once: the alert is not inside another live region', async () => {
    const { user } = await openSettings({ fail: { save: 400 } });
    await user.click(await within(section()).findByRole('switch', { name: 'Compression' }));
    const alert = await within(section()).findByRole('alert');
    expect(alert.parentElement?.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('saves a slider once, when it is let go, not at every step of the drag', async () => {
    const { server } = await openSettings();
    const size = await slider('Size threshold');
    fakeClock();

    fireEvent.pointerDown(size);
    fireEvent.change(size, { target: { value: '700' } });
    fireEvent.change(size, { target: { value: '850' } });
    expect(within(section()).getByText('850 KB')).toBeInTheDocument();
    fireEvent.pointerUp(size);
    await act(async () => jest.advanceTimersByTime(SLIDER_SAVE_DELAY_MS - 1));
    expect(server.state.patches).toEqual([]);

    await act(async () => jest.advanceTimersByTime(1));
    expect(await within(section()).findByText(SAVED)).toBeInTheDocument();
    expect(server.state.patches).toEqual([{ size_threshold_kb: 850 }]);
    expect(size).toHaveValue('850');
  });

  it('saves a slider moved with the keyboard after the keys are released', async () => {
    const { server } = await openSettings();
    const dimension = await slider('Dimension threshold');
    fakeClock();

    for (const value of ['2100', '2200', '2300']) {
      fireEvent.keyDown(dimension, { key: 'ArrowRight' });
      fireEvent.change(dimension, { target: { value } });
      fireEvent.keyUp(dimension, { key: 'ArrowRight' });
    }
    await act(async () => jest.advanceTimersByTime(SLIDER_SAVE_DELAY_MS));

    expect(await within(section()).findByText(SAVED)).toBeInTheDocument();
    expect(server.state.patches).toEqual([{ dimension_threshold_px: 2300 }]);
    expect(within(section()).getByText('2300 px')).toBeInTheDocument();
  });

  it('says why the settings could not be loaded', async () => {
    await openSettings({ fail: { load: 503 } });
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Error loading compression settings: Request to /api/compression/settings failed with HTTP 503: The database is unreachable',
    );
  });
});
