import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { postsServer } from '../../testing/posts-server';
import { mockFetch, renderApp } from '../../testing/render-app';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe("the app's takeover of a page the server drew", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-app');
    document.getElementById('server-menu')?.remove();
  });

  it('marks <html> so that the inline first-tap script stands aside from then on', () => {
    mockFetch(postsServer([]));
    expect(document.documentElement.hasAttribute('data-app')).toBe(false);
    renderApp('/blog');
    expect(document.documentElement.hasAttribute('data-app')).toBe(true);
  });

  it('keeps open the menu a reader opened before the app loaded, and a tap then closes it', async () => {
    mockFetch(postsServer([]));
    // As the first-tap script leaves the server's menu (the app hydrates the same element; here, a stand-in).
    const serverMenu = Object.assign(document.createElement('ul'), { id: 'primary-menu' });
    serverMenu.setAttribute('data-open', 'true');
    const holder = Object.assign(document.createElement('div'), { id: 'server-menu' });
    holder.append(serverMenu);
    document.body.prepend(holder);

    const { user } = renderApp('/blog');
    holder.remove();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the menu closed on a page without one opened', () => {
    mockFetch(postsServer([]));
    renderApp('/blog');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
