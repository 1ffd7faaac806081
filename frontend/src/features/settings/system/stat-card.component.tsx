import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel.component';

interface StatCardProps {
  title: string;
  children: ReactNode;
  /** A modifier for the value's colour: 'good' or 'bad'. */
  tone?: 'good' | 'bad';
  footer?: ReactNode;
}

/** One figure of Settings → System under its name: the posts count, the database state. */
export function StatCard({ title, children, tone, footer }: StatCardProps) {
  return (
    <Panel title={title} className="system-card" titleClassName="system-card__title">
      <p className={tone ? `system-card__value system-card__value--${tone}` : 'system-card__value'}>
        {children}
      </p>
      {footer}
    </Panel>
  );
}
