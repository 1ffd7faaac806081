import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { PostViewsFigure } from './post-views.component';

const ID = '00000000-0000-4000-8000-000000000042';

describe("the editor's views figure", () => {
  it('says how often the post was read, all time and in the last 30 days', async () => {
    const asked: string[] = [];
    mockFetch((request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}?${url.searchParams}`);
      return jsonResponse({ items: [{ post_id: ID, views: 1, views_30_days: 1 }] });
    });
    signIn();
    renderApp('/figure', [{ path: '/figure', element: <PostViewsFigure postId={ID} /> }]);

    expect(await screen.findByText('1 view (1 in the last 30 days)')).toBeInTheDocument();
    expect(asked).toEqual([`/api/stats/posts?ids=${ID}`]);
  });
});
