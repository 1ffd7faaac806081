import type { ReactNode } from 'react';
import { Button } from './button.component';
import { errorMessage } from '../lib/api-error';

/** What a list's RTK Query hook answers, as far as showing it needs. */
export interface ListQuery<Data extends { items: readonly unknown[] }> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

interface ListStateProps<Data extends { items: readonly unknown[] }> {
  query: ListQuery<Data>;
  /** What the list holds, plural: 'Loading {noun}...', 'Could not load the {noun}: …'. */
  noun: string;
  /** What shows when the list holds nothing. */
  empty: string;
  /** A failure of the list's own, in place of the alert with Retry. */
  failure?: (error: unknown) => ReactNode;
  /** Whether the failure alert offers Retry (a list that polls asks again by itself). */
  retry?: boolean;
  /** Whether the loading line is a status region (a list with no status region of its own). */
  announceLoading?: boolean;
  /** The list, once it holds something. */
  children: (data: Data) => ReactNode;
}

/** An admin list's four states: failed to load (with Retry), loading, empty, and the list itself. */
export function ListState<Data extends { items: readonly unknown[] }>(props: ListStateProps<Data>) {
  const { query, noun, empty, failure, retry = true, announceLoading = false, children } = props;
  const { data, error, isLoading, refetch } = query;
  if (error) {
    if (failure) return <>{failure(error)}</>;
    const alert = <p className="form-error" role="alert">{`Could not load the ${noun}: ${errorMessage(error)}`}</p>;
    if (!retry) return alert;
    return (
      <div className="list-problem">
        {alert}
        <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <p className="status-line" role={announceLoading ? 'status' : undefined}>
        {`Loading ${noun}...`}
      </p>
    );
  }
  if (data.items.length === 0) return <p className="list-empty">{empty}</p>;
  return <>{children(data)}</>;
}
