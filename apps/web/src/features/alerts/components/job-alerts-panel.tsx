import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { useAlerts } from '../api/alerts-api.ts';
import { alertMessages as m } from '../api/alert-messages.ts';
import { alertPlace, frequencyLabel, salaryRangeText } from '../lib/alert-display.ts';
import type { AlertsPageState } from './alerts-page-view.tsx';

/** Spec, dashboard: the first 2 alerts, read only, and 'Criar alerta' → /job-alerts (opening the create modal). */
export function JobAlertsPanel() {
  const alerts = useAlerts();
  const createState: AlertsPageState = { createAlert: true };
  return (
    <Panel
      title="Alertas de vagas"
      action={
        <Link to="/job-alerts" state={createState} className={buttonClasses({ size: 'sm' })}>
          Criar alerta
        </Link>
      }
    >
      {alerts.isPending && <SkeletonText lines={3} label="Carregando alertas…" />}
      {alerts.isError && <p className="text-sm text-slate-700">{m.loadError}</p>}
      {alerts.data && alerts.data.length === 0 && <p className="text-sm text-slate-700">{m.empty}</p>}
      {alerts.data && alerts.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100">
          {alerts.data.slice(0, 2).map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col">
                <p className="font-semibold text-slate-900">{alert.job_position.position}</p>
                <p className="text-sm text-slate-600">
                  {alert.job_type.type} · {alertPlace(alert)} · {salaryRangeText(alert.min_salary, alert.max_salary)}
                </p>
              </div>
              <div className="flex gap-1.5">
                {!alert.is_active && <Badge>Pausado</Badge>}
                <Badge tone="brand">{frequencyLabel(alert.frequency)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
      {alerts.data && alerts.data.length > 2 && (
        <Link to="/job-alerts" className={buttonClasses({ variant: 'link', className: 'mt-3' })}>
          Ver todos os alertas
        </Link>
      )}
    </Panel>
  );
}
