import type { ComponentType } from 'react';
import { Link, useNavigate, type RouteObject } from 'react-router-dom';
import { renderApp, signIn } from '../../testing/render-app';

/** The browser's Back button, which the page cannot stop. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/**
 * The editor's routes with a way out (a Settings link, as the sidebar has) and Back; the editor
 * comes in as a parameter so that a spec can mock its modules before loading it.
 */
export function renderEditor(Editor: ComponentType, path = '/dashboard/posts/new') {
  const page = (
    <>
      <Link to="/dashboard/settings">Settings</Link>
      <BackButton />
      <Editor />
    </>
  );
  const table: RouteObject[] = [
    {
      path: '/dashboard/posts',
      element: (
        <>
          <p>The posts list</p>
          <Link to="/dashboard/posts/new">New Post</Link>
        </>
      ),
    },
    { path: '/dashboard/settings', element: <p>The settings</p> },
    { path: '/dashboard/posts/new', element: page },
    { path: '/dashboard/posts/:id/edit', element: page },
  ];
  signIn();
  return renderApp(path, table);
}
