import { SOURCE_KIND_LABELS, STAFF_ROLE_LABEL, type Capability, type SourceRunWithSource } from '@rumo/contract';
import { Link } from 'react-router';
import { RunGlance } from '../features/sources/admin/source-parts.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { CONSOLE_HOME_HEADER } from '../app/layout/console-home-header.ts';
import { SkeletonText } from '../components/ui/skeleton.tsx';
import { ConsolePage } from '../components/console/console-page.tsx';
import { DayChart } from './day-chart.tsx';
import { useConsoleOverview } from './overview-api.ts';
import { useStaffMe } from '../components/console/staff-api.ts';

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

/**
 * 'Últimas sincronizações': the last five runs of every source, each linking to its source
 * (decision 1504). The server sends them only to staff holding `sources:manage`.
 */
function LatestSourceRuns({ runs }: { runs: SourceRunWithSource[] }) {
  return (
    <section aria-labelledby="painel-fontes" className="flex flex-col gap-3">
      <h2 id="painel-fontes" className="text-lg font-semibold text-slate-900">
        Últimas sincronizações
      </h2>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nenhuma fonte sincronizou ainda.{' '}
          <Link to="/admin/fontes" className="font-semibold text-brand-700 underline underline-offset-2">
            Ver as fontes
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {runs.map((run) => (
            <li key={run.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
              <span className="flex flex-col gap-0.5">
                <Link to={`/admin/fontes/${run.source_id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {run.source_name}
                </Link>
                <span className="text-sm text-slate-700">{SOURCE_KIND_LABELS[run.source_kind]}</span>
              </span>
              <RunGlance run={run} />
            </li>
          ))}
        </ul>
      )}
    </section>
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
    // The header is fixed text, drawn by index.html's static shell before any JavaScript; the roles
    // come with the person's answer, below it (decision 1814).
    <ConsolePage title={CONSOLE_HOME_HEADER.title} description={CONSOLE_HOME_HEADER.description}>
      {roles && <p className="-mt-4 text-sm text-slate-600">Seus papéis na equipe: {roles}.</p>}
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
          {data.source_runs !== null && <LatestSourceRuns runs={data.source_runs} />}
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
