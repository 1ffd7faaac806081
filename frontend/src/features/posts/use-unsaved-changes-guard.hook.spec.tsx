import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, type RouteObject } from 'react-router-dom';
import { hasUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from '../../lib/unsaved-changes';
import { renderApp } from '../../testing/render-app';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.hook';

function Form() {
  const [text, setText] = useState('');
  const confirmLeave = useUnsavedChangesGuard(text !== '');
  const [left, setLeft] = useState(false);
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setText('')}>
        Save
      </button>
      <button type="button" onClick={() => setLeft(confirmLeave())}>
        Leave
      </button>
      {left && <p>Left</p>}
      <Link to="/elsewhere">Elsewhere</Link>
      <a href="https://example.org/" target="_blank" rel="noreferrer">
        Another site
      </a>
    </>
  );
}

const table: RouteObject[] = [
  { path: '/form', element: <Form /> },
  { path: '/elsewhere', element: <p>Elsewhere page</p> },
];

function beforeUnloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('does nothing while the form matches what was saved', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user, router } = renderApp('/form', table);

    expect(beforeUnloadIsStopped()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Left')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before closing or reloading the tab while there are changes, and no more once they are saved', async () => {
    const { user } = renderApp('/form', table);
    await user.type(screen.getByLabelText('Note'), 'draft');
    expect(beforeUnloadIsStopped()).toBe(true);
    expect(hasUnsavedChanges()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(beforeUnloadIsStopped()).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('stops an in-app link when the question is declined and follows it when accepted', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderApp('/form', table);
    await user.type(screen.getByLabelText('Note'), 'draft');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/form');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it("asks through confirmLeave() for the page's own exits", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/form', table);
    await user.type(screen.getByLabelText('Note'), 'draft');

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.queryByText('Left')).not.toBeInTheDocument();
  });

  it('leaves links that open elsewhere (a new tab, a modifier key) to the browser', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/form', table);
    await user.type(screen.getByLabelText('Note'), 'draft');

    const external = screen.getByRole('link', { name: 'Another site' });
    external.addEventListener('click', (event) => event.preventDefault());
    await user.click(external);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
  });
});
