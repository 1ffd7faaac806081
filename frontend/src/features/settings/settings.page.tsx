import { usePageTitle } from '../../hooks/use-page-title.hook';
import { apiBase } from '../../lib/api-base';
import { ApiKeysSettings } from './api-keys/api-keys-settings.component';
import { ComingSoonSetting } from './coming-soon-setting.component';
import { CompressionSettingsForm } from './compression-settings.component';
import { EmailSettings } from './email-settings.component';
import { LiveStatus } from './live-status.component';
import { NavigationSettings } from './navigation-settings.component';
import { PingApi } from './ping-api.component';
import { SettingsSection } from './settings-section.component';
import { SystemSettings } from './system/system-settings.component';
import { SiteIdentitySettings } from './site-identity/site-identity-settings.component';
import './settings.css';

/** Spec §2 "Settings": the API base, the API keys (issue 28), Coming Soon, image compression, the ping test, live status and the docs; the site's navigation; and the system facts the Overview showed before (issue 27). */
export function SettingsPage() {
  usePageTitle('Settings');
  const base = apiBase();
  const docsUrl = `${base}/docs`;

  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="screen-header">
        Settings
      </h1>

      <SettingsSection title="API">
        <dl className="facts settings-facts">
          <div>
            <dt>API base</dt>
            <dd>
              <code>{base}</code>
            </dd>
          </div>
          <div>
            <dt>API documentation</dt>
            <dd>
              <a href={docsUrl} target="_blank" rel="noopener noreferrer">
                {docsUrl}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        </dl>
        <PingApi />
      </SettingsSection>

      <ApiKeysSettings />

      <SettingsSection title="Site" intro="The site's name, look, home page and author: every page, feed, share card and email uses them once saved.">
        <SiteIdentitySettings />
      </SettingsSection>

      <SettingsSection title="Coming Soon">
        <ComingSoonSetting />
      </SettingsSection>

      <SettingsSection
        title="Image Compression"
        intro="How the server shrinks uploaded images. Changes are saved as you make them."
      >
        <CompressionSettingsForm />
      </SettingsSection>

      <SettingsSection
        title="Navigation"
        intro="The links at the top of every page and in its footer. Reorder them with Move up and Move down, or drag a row by its handle."
      >
        <NavigationSettings />
      </SettingsSection>

      <SettingsSection title="Email" intro="How the site sends its confirmation emails and your posts to subscribers.">
        <EmailSettings />
      </SettingsSection>

      <SettingsSection title="Live Status">
        <LiveStatus />
      </SettingsSection>

      <SettingsSection title="System" intro="The posts the database holds, whether it answers, and where the dashboard's data comes from.">
        <SystemSettings />
      </SettingsSection>
    </section>
  );
}
