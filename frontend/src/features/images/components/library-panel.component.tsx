import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel.component';

interface LibraryPanelProps {
  title: string;
  /** Highlighted, for when the server says that its action is due. */
  recommended?: boolean;
  /** Why the panel's action failed, shown as an alert. */
  failure: string | null;
  /** What the action did: the region is always there, so that the result is announced when it arrives. */
  result: ReactNode;
  /** What the panel shows and its buttons. */
  children: ReactNode;
}

/** A tool of the library screen: a titled section, then its action's failure or result. */
export function LibraryPanel({ title, recommended = false, failure, result, children }: LibraryPanelProps) {
  return (
    <Panel
      title={title}
      className={recommended ? 'library-panel library-panel--recommended' : 'library-panel'}
      titleClassName="library-panel__title"
    >
      {children}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div role="status" className="library-panel__result">
        {result}
      </div>
    </Panel>
  );
}
