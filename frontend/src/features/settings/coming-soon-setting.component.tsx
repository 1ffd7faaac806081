import { useComingSoonQuery, useSetComingSoonMutation } from './api';
import { errorMessage } from '../../lib/api-error';
import { NoticeLine } from './notice-line.component';
import { SettingSwitch } from './setting-switch.component';
import { useTimedNotice } from './use-timed-notice.hook';

/** Spec §4: the site-wide switch between 'Site Live' and 'Coming Soon Active'. */
export function ComingSoonSetting() {
  const state = useComingSoonQuery();
  const [setComingSoon, saving] = useSetComingSoonMutation();
  const [notice, showNotice] = useTimedNotice();
  const enabled = state.data?.enabled;

  async function toggle(next: boolean) {
    try {
      const result = await setComingSoon(next).unwrap();
      showNotice({
        kind: 'success',
        text: result.enabled
          ? 'Coming Soon mode is on: visitors now see the Coming Soon page.'
          : 'Coming Soon mode is off: the site is live.',
      });
    } catch (error) {
      showNotice({ kind: 'error', text: `Failed to toggle Coming Soon mode: ${errorMessage(error)}` });
    }
  }

  if (enabled === undefined) {
    return state.isError ? (
      <p className="form-error" role="alert">
        Could not read Coming Soon mode: {errorMessage(state.error)}
      </p>
    ) : (
      <p className="status-line" role="status">
        Checking Coming Soon mode...
      </p>
    );
  }

  return (
    <>
      <SettingSwitch
        label="Coming Soon mode"
        hint="While it is on, visitors see only a Coming Soon page; you keep full access."
        checked={enabled}
        disabled={saving.isLoading}
        onText="Coming Soon Active"
        offText="Site Live"
        onChange={toggle}
      />
      <NoticeLine notice={notice} />
    </>
  );
}
