import type { ReactNode, Ref } from 'react';
import { Panel } from '../../components/panel.component';

interface SettingsSectionProps {
  title: string;
  intro?: string;
  /** For a section whose heading takes the focus (a list's, after a delete). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One titled block of the settings screen. */
export function SettingsSection({ title, intro, headingRef, children }: SettingsSectionProps) {
  return (
    <Panel title={title} className="panel--stacked settings-section" intro={intro} headingRef={headingRef}>
      {children}
    </Panel>
  );
}
