import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { firstName } from '../../lib/initials.ts';
import { useSession } from '../../lib/session.ts';
import { greet } from '../layout/greeting.ts';
import { DASHBOARD_PAGE_HEADER } from './dashboard-page-header.ts';
import { DashboardPlaceholder } from './dashboard-placeholder.tsx';

export type DashboardLayoutProps = {
  /** Spec: latest 3 applications with 'Ver todas' → /applications. */
  recentApplications: ReactNode;
  /** Spec: steps in progress (name, description, percent, courses, completed courses, 'Ver'). */
  stepsInProgress: ReactNode;
  /** Spec: first 2 alerts, read only, 'Criar alerta' → /job-alerts. */
  jobAlerts: ReactNode;
  /** 'Vagas para você': the best new matches with the CV (decision 1704); renders nothing when compatibility is off. */
  jobsForYou?: ReactNode;
  /** False until every panel's first answer is in: one placeholder stands for them all (docs/decisions/1802). */
  settled?: boolean;
};

/**
 * Greeting plus a responsive grid for the three dashboard panels. Each panel is a feature component
 * (a <Panel> from components/ui) that renders nothing until it has something to show.
 */
export function DashboardLayout({ recentApplications, stepsInProgress, jobAlerts, jobsForYou, settled = true }: DashboardLayoutProps) {
  const session = useSession();
  const name = firstName(session?.user.name);
  usePageTitle('Início');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{greet(DASHBOARD_PAGE_HEADER, name)}</h1>
        <p className="text-slate-600">{DASHBOARD_PAGE_HEADER.description}</p>
      </div>
      {/* The panels stay mounted (their queries run) but hidden until all have answered, then show at once. */}
      {!settled && <DashboardPlaceholder />}
      <div hidden={!settled} className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6 empty:hidden lg:col-span-2">{jobsForYou}</div>
        <div className="flex flex-col gap-6 empty:hidden">{recentApplications}</div>
        <div className="flex flex-col gap-6 empty:hidden">{jobAlerts}</div>
        <div className="flex flex-col gap-6 empty:hidden lg:col-span-2">{stepsInProgress}</div>
      </div>
    </div>
  );
}
