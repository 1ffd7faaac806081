import type { ReactNode } from 'react';
import { Panel } from '../../components/panel.component';

interface StatCardProps {
  title: string;
  children: ReactNode;
  /** A modifier for the value's colour: 'good' or 'bad'. */
  tone?: 'good' | 'bad';
  footer?: ReactNode;
}

/** One figure of the overview under its name: the posts count, the database state. */
export function StatCard({ title, children, tone, footer }: StatCardProps) {
  return (
    <Panel title={title} className="dashboard-card" titleClassName="dashboard-card__title">
      <p className={tone ? `dashboard-card__value dashboard-card__value--${tone}` : 'dashboard-card__value'}>
        {children}
      </p>
      {footer}
    </Panel>
  );
}
