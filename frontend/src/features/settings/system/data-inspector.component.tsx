import type { DebugDb } from '../../../api/health.api';
import { Panel } from '../../../components/panel.component';
import { CopyButton } from '../../../components/copy-button.component';

interface DataInspectorProps {
  apiBase: string;
  /** The admin API's posts count, when it answered. */
  apiCount: number | undefined;
  debug: DebugDb | undefined;
  /** The server has no debug endpoint (production). */
  debugAbsent: boolean;
  debugLoading: boolean;
}

/** Where the dashboard's data comes from: the API base, the posts count and, outside production, the database behind it. */
export function DataInspector({ apiBase, apiCount, debug, debugAbsent, debugLoading }: DataInspectorProps) {
  const databaseCount = debug?.counts?.posts;
  const postsCount = apiCount ?? databaseCount;
  const countsDiffer = apiCount !== undefined && databaseCount !== undefined && apiCount !== databaseCount;

  return (
    <Panel title="Data Inspector">
      <dl className="facts">
        <div>
          <dt>API base</dt>
          <dd className="system-facts__api-base">
            <code>{apiBase}</code>
            <CopyButton text={apiBase} label="Copy API base" />
          </dd>
        </div>
        {debug && (
          <>
            <div>
              <dt>Provider</dt>
              <dd>{debug.provider}</dd>
            </div>
            <div>
              <dt>Host</dt>
              <dd>
                <code>{debug.hostMasked}</code>
              </dd>
            </div>
            <div>
              <dt>Database name</dt>
              <dd>
                <code>{debug.dbName}</code>
              </dd>
            </div>
          </>
        )}
        {postsCount !== undefined && (
          <div>
            <dt>Posts count</dt>
            <dd>{postsCount}</dd>
          </div>
        )}
        {countsDiffer && (
          <div>
            <dt>Database count</dt>
            <dd>{databaseCount}</dd>
          </div>
        )}
      </dl>
      {debugAbsent && <p className="notice system-note">Debug endpoint not available (production mode)</p>}
      {debugLoading && (
        <p className="status-line" role="status">
          Loading database details...
        </p>
      )}
    </Panel>
  );
}
