import { useState } from 'react';
import { PagedList } from '../../../components/paged-list.component';
import { usePagedList } from '../../../hooks/use-paged-list.hook';
import { apiBase } from '../../../lib/api-base';
import { errorMessage } from '../../../lib/api-error';
import { SettingsSection } from '../settings-section.component';
import { useApiKeysQuery, useRevokeApiKeyMutation, type ApiKey, type CreatedApiKey } from './api';
import { ApiKeysTable } from './api-keys-table.component';
import { CreateApiKeyForm } from './create-api-key-form.component';
import { NewApiKey } from './new-api-key.component';
import './api-keys.css';

/** Every key fits on one page: the server keeps at most 100. */
const ALL_KEYS = 100;

/** Settings → API keys (issue 28): create a key for another app (shown once, with Copy), see when each was last used, revoke one. */
export function ApiKeysSettings() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revokeKey] = useRevokeApiKeyMutation();
  const list = usePagedList({
    filter: '',
    pageSize: ALL_KEYS,
    usePage: () => useApiKeysQuery(),
    remove: (key: ApiKey) => revokeKey(key.id).unwrap(),
    deleteFailedText: (key, failure) => `Could not revoke the key ${key.name}: ${errorMessage(failure)}`,
    deletedText: (key) => `API key ${key.name} revoked.`,
  });

  return (
    <SettingsSection
      title="API keys"
      headingRef={list.headingRef}
      intro="Keys let other apps (a writing app, a script, a Micropub client) publish here without the admin token. Revoking a key shuts its app out at once."
    >
      <CreateApiKeyForm
        onCreated={(key) => {
          setCreated(key);
          list.announce(`API key ${key.name} created.`);
        }}
      />
      {created && <NewApiKey created={created} siteAddress={apiBase()} onDone={() => setCreated(null)} />}
      <PagedList
        list={list}
        noun="API keys"
        empty="No API keys yet"
        confirm={(key) => ({
          title: 'Revoke API key',
          message: `Apps using the key ${key.name} will be refused from now on. This cannot be undone.`,
          confirmLabel: 'Revoke',
          busyLabel: 'Revoking...',
        })}
      >
        {(page) => <ApiKeysTable keys={page.items} busy={list.isFetching} onRevoke={list.askToDelete} />}
      </PagedList>
    </SettingsSection>
  );
}
