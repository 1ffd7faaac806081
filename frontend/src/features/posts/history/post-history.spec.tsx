import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../../testing/render-app';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';
import { historyServer, makeRevision } from './history.testing';

const content = () => screen.getByLabelText<HTMLTextAreaElement>('Content');
const history = () => screen.getByRole('dialog', { name: 'History' });

/** The editor on a post with three revisions: the first save, an autosave, and the save that made it as it is. */
async function openEditor() {
  const post = makeAdminPost({ title: 'Tide tables', content_text: 'The tide turns twice a day at the harbour.' });
  const first = makeRevision(post, new Date(2026, 10, 24, 18, 30), { title: 'Tides', content_text: 'The tide turns once a day.' });
  const autosave = makeRevision(post, new Date(2026, 10, 25, 9, 0), { autosave: true, content_text: 'The tide turns twice a day.' });
  const latest = makeRevision(post, new Date(2026, 10, 26, 7, 5));
  const server = historyServer(post, [latest, autosave, first]);
  mockFetch(server.handler);
  const view = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
  expect(await screen.findByDisplayValue('Tide tables')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'History' }));
  await within(history()).findByRole('button', { name: /Nov 26, 2026, 7:05 AM/ });
  return { ...view, server, post, first, autosave, latest };
}

describe('the editor\'s History', () => {
  it('lists the revisions newest first, autosaves marked, with their title, status and length', async () => {
    await openEditor();
    const versions = within(within(history()).getByRole('navigation', { name: 'Versions' })).getAllByRole('button');
    expect(versions.map((button) => button.textContent)).toEqual([
      'Nov 26, 2026, 7:05 AMTide tablespublished · 9 words',
      'Nov 25, 2026, 9:00 AM · AutosaveTide tablespublished · 6 words',
      'Nov 24, 2026, 6:30 PMTidespublished · 6 words',
    ]);
  });

  it('shows what changed since a revision, word by word, told to screen readers too', async () => {
    const { user } = await openEditor();
    await user.type(content(), ' Unsaved.');
    await user.click(within(history()).getByRole('button', { name: /Nov 24, 2026, 6:30 PM/ }));

    const changes = await within(history()).findByRole('region', { name: 'Version of Nov 24, 2026, 6:30 PM' });
    await within(changes).findByText('Since this version, the text in the editor has 5 words added and 1 word removed.');
    const deleted = Array.from(changes.querySelectorAll('del')).map((element) => element.textContent);
    const inserted = Array.from(changes.querySelectorAll('ins')).map((element) => element.textContent);
    expect(deleted).toEqual(['removed: Tides', 'removed: once']);
    expect(inserted).toEqual(['added: Tide tables', 'added: twice', 'added:  at the harbour. Unsaved']);
    expect(within(changes).getAllByText('removed:')[0]).toHaveClass('visually-hidden');
    expect(within(changes).getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(within(history()).getByRole('button', { name: /Nov 24, 2026, 6:30 PM/ })).toHaveAttribute('aria-current', 'true');
  });

  it('says so when the editor holds the revision\'s text', async () => {
    const { user } = await openEditor();
    await user.click(within(history()).getByRole('button', { name: /Nov 26, 2026, 7:05 AM/ }));
    expect(await within(history()).findByText('The text in the editor is the same as this version.')).toBeInTheDocument();
    expect(history().querySelector('ins, del')).toBeNull();
  });

  it('restores a revision once confirmed, and the editor shows the post restored', async () => {
    const { user, server, first } = await openEditor();
    await user.click(within(history()).getByRole('button', { name: /Nov 24, 2026, 6:30 PM/ }));
    await user.click(await within(history()).findByRole('button', { name: 'Restore this version' }));

    const confirm = screen.getByRole('dialog', { name: 'Restore this version?' });
    expect(confirm).toHaveTextContent('The post\'s writing will be saved as it was on Nov 24, 2026, 6:30 PM, "Tides"; its status, date and address stay as they are.');
    expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.restores).toEqual([]);
    expect(within(history()).getByRole('button', { name: /Nov 24, 2026, 6:30 PM/ })).toHaveAttribute('aria-current', 'true');

    await user.click(await within(history()).findByRole('button', { name: 'Restore this version' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored.')).toBeInTheDocument();
    expect(server.restores).toEqual([first.id]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Tides');
    expect(content()).toHaveValue('The tide turns once a day.');
    expect(screen.queryByRole('button', { name: 'Restore unsaved changes' })).not.toBeInTheDocument();

    // The next save is based on the restored version.
    await user.type(content(), ' Then more.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', ifMatch: '"2"' }));
  });

  it('keeps unsaved text to bring back after a restore', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.type(content(), ' Unsaved.');
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await within(history()).findByRole('button', { name: /Nov 24, 2026, 6:30 PM/ }));
    await user.click(await within(history()).findByRole('button', { name: 'Restore this version' }));
    expect(screen.getByRole('dialog', { name: 'Restore this version?' })).toHaveTextContent('Your unsaved changes are kept in this browser');
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version restored. Your text was kept: Restore unsaved changes brings it back.')).toBeInTheDocument();
    expect(content()).toHaveValue('The tide turns once a day.');
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(content()).toHaveValue('The tide turns twice a day at the harbour. Unsaved.');
  });

  it('keeps the dialog open with the server\'s reason when a restore fails', async () => {
    const { user, server } = await openEditor();
    mockFetch((request) =>
      request.url.endsWith('/restore')
        ? jsonResponse({ statusCode: 503, message: 'The database is unreachable', error: 'Service Unavailable' }, 503)
        : server.handler(request),
    );
    await user.click(within(history()).getByRole('button', { name: /Nov 25, 2026, 9:00 AM/ }));
    await user.click(await within(history()).findByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    const alert = await within(history()).findByRole('alert');
    expect(alert).toHaveTextContent(/^The version was not restored: .*HTTP 503: The database is unreachable$/);
    expect(content()).toHaveValue('The tide turns twice a day at the harbour.');
  });
});
