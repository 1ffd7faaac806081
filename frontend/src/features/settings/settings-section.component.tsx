import { useId, type ReactNode } from 'react';

/** One titled block of the settings screen. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {intro && <p className="settings-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
