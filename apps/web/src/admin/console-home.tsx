import { STAFF_ROLE_LABEL, type Capability } from '@rumo/contract';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { SkeletonText } from '../components/ui/skeleton.tsx';
import { ConsolePage } from './components/console-page.tsx';
import { DayChart } from './day-chart.tsx';
import { useConsoleOverview } from './overview-api.ts';
import { useStaffMe } from './staff-api.ts';

type Figure = { label: string; value: number; to?: string; capability?: Capability; tone?: 'danger' };

/** A number, linked to its screen only when the viewer may open it (decision 1405). */
function FigureCard({ figure, can }: { figure: Figure; can: (capability: Capability) => boolean }) {
  const body = (
    <>
      <span className={figure.tone === 'danger' && figure.value > 0 ? 'text-3xl font-bold text-red-800' : 'text-3xl font-bold text-slate-900'}>{figure.value}</span>
      <span className="text-sm text-slate-700">{figure.label}</span>
    </>
  );
  const linked = figure.to && figure.capability && can(figure.capability);
  return (
    <li>
      {linked ? (
        <Link to={figure.to!} className="flex min-h-24 flex-col justify-center gap-1 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50">
          {body}
        </Link>
      ) : (
        <div className="flex min-h-24 flex-col justify-center gap-1 rounded-2xl border border-slate-200 bg-white p-4">{body}</div>
      )}
    </li>
  );
}

/** 'Painel' (decision 1405): what waits for the team, sign-ups and activity over 30 days, alert e-mails. */
function ConsoleHome() {
  const { data: me } = useStaffMe();
  const overview = useConsoleOverview();
  const roles = me?.roles.map((role) => STAFF_ROLE_LABEL[role]).join(', ') ?? '';
  const can = (capability: Capability) => me?.capabilities.includes(capability) ?? false;
  const data = overview.data;
  const figures: Figure[] = data
    ? [
        ...(data.jobs_pending !== null ? [{ label: 'Vagas em revisão', value: data.jobs_pending, to: '/admin/vagas', capability: 'jobs:moderate' as const }] : []),
        ...(data.tickets_open !== null ? [{ label: 'Chamados abertos', value: data.tickets_open, to: '/admin/chamados', capability: 'tickets:manage' as const }] : []),
        ...(data.leads_new !== null ? [{ label: 'Interessados novos', value: data.leads_new, to: '/admin/interessados', capability: 'leads:read' as const }] : []),
        { label: 'E-mails de alerta enviados (30 dias)', value: data.alert_emails.sent },
        { label: 'E-mails de alerta com falha (30 dias)', value: data.alert_emails.failed, tone: 'danger' },
      ]
    : [];
  return (
    <ConsolePage title="Painel" description={roles ? `Seus papéis na equipe: ${roles}.` : undefined}>
      {overview.isError && <Alert type="error">{overview.error.message}</Alert>}
      {overview.isPending && <SkeletonText label="Carregando o painel…" />}
      {data && (
        <>
          <section aria-labelledby="painel-numeros" className="flex flex-col gap-3">
            <h2 id="painel-numeros" className="text-lg font-semibold text-slate-900">
              Agora
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {figures.map((figure) => (
                <FigureCard key={figure.label} figure={figure} can={can} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="painel-dias" className="flex flex-col gap-3">
            <h2 id="painel-dias" className="text-lg font-semibold text-slate-900">
              Últimos 30 dias
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              <DayChart title="Cadastros por dia" days={data.signups_per_day} />
              <DayChart title="Usuários ativos por dia" days={data.active_users_per_day} />
            </div>
          </section>
        </>
      )}
    </ConsolePage>
  );
}

export { ConsoleHome as Component };
