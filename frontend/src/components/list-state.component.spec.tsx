import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListState } from './list-state.component';

type Data = { items: string[] };

function renderList(query: { data?: Data; error?: unknown; isLoading?: boolean }, props: { retry?: boolean; announceLoading?: boolean } = {}) {
  const refetch = jest.fn();
  render(
    <ListState query={{ isLoading: false, refetch, ...query }} noun="redirects" empty="No redirects yet" {...props}>
      {(data) => <ul>{data.items.map((item) => <li key={item}>{item}</li>)}</ul>}
    </ListState>,
  );
  return refetch;
}

describe('ListState', () => {
  it('says it is loading, as a status region only when asked to', () => {
    renderList({ isLoading: true });
    expect(screen.getByText('Loading redirects...')).not.toHaveAttribute('role');
  });

  it('makes the loading line a status region for a list without one', () => {
    renderList({ isLoading: true }, { announceLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading redirects...');
  });

  it('shows a failure as an alert with Retry, which asks again', async () => {
    const refetch = renderList({ error: new Error('Network error') });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the redirects: Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('leaves Retry out for a list that asks again by itself', () => {
    renderList({ error: new Error('Network error') }, { retry: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the redirects: Network error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is nothing, and otherwise draws the list', () => {
    renderList({ data: { items: [] } });
    expect(screen.getByText('No redirects yet')).toBeInTheDocument();
    renderList({ data: { items: ['/old'] } });
    expect(screen.getByRole('listitem')).toHaveTextContent('/old');
  });
});
