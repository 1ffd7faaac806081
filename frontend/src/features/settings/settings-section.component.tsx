import type { ReactNode } from 'react';
import { Panel } from '../../components/panel.component';

/** One titled block of the settings screen. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Panel title={title} className="panel--stacked settings-section" intro={intro}>
      {children}
    </Panel>
  );
}
