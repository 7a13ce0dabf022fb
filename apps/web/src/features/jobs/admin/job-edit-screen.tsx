import type { JobAdminDetail, JobBulkAction } from '@rumo/contract';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ConsoleBackLink, consoleRecordFallback } from '../../../components/console/console-record.tsx';
import { formatDate } from '../../../lib/format.ts';
import { JobEditForm } from './job-edit-form.tsx';
import { useJobForModeration } from './jobs-admin-api.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { DuplicateWarning, ModerationBadges } from './moderation-badges.tsx';

const ACTION_LABEL: Record<string, string> = {
  'job.approve': 'Aprovada',
  'job.reject': 'Rejeitada',
  'job.fill': 'Marcada como preenchida',
  'job.expire': 'Expirada',
  'job.update': 'Editada',
};

/** Actions that would change nothing on this job are not offered. */
function hiddenActions(job: JobAdminDetail): JobBulkAction[] {
  const hidden: JobBulkAction[] = [];
  if (job.status === 'published') hidden.push('approve');
  if (job.filled) hidden.push('fill');
  if (job.expired) hidden.push('expire');
  return hidden;
}

const changedNames = (after: unknown) => (after && typeof after === 'object' ? Object.keys(after).join(', ') : '');

/** One job in the console (`vagas/:id`, decision 1402): its status and actions, its fields, its history. */
function JobEditScreen() {
  const { id = '' } = useParams();
  const { data: job, error, isPending } = useJobForModeration(id);
  const back = <ConsoleBackLink to="/admin/vagas">Voltar para as vagas</ConsoleBackLink>;
  const fallback = consoleRecordFallback({ title: 'Vaga', back, error, isPending, errorTitle: 'Não foi possível abrir a vaga', loadingLabel: 'Carregando a vaga' });
  if (fallback || !job) return fallback;

  return (
    <ConsolePage title={job.title} description={[job.company ?? 'Confidencial', [job.city, job.state].filter(Boolean).join(' - ')].filter(Boolean).join(' · ')}>
      {back}
      <section aria-labelledby="job-moderation-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="job-moderation-title" className="text-lg font-semibold text-slate-900">
          Moderação
        </h2>
        <ModerationBadges job={job} />
        {job.status === 'rejected' && job.rejection_reason && <p className="text-sm text-slate-800">Motivo da rejeição: {job.rejection_reason}</p>}
        {job.duplicates.length > 0 && (
          <ul className="flex flex-col gap-1">
            {job.duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <DuplicateWarning duplicate={duplicate} />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-700">
          Recebida em {formatDate(job.created_at)} · publicação em {formatDate(job.published_at)}
          {job.expired_at && ` · expira em ${formatDate(job.expired_at)}`}
        </p>
        <ModerationActions ids={[job.id]} hidden={hiddenActions(job)} />
      </section>

      <JobEditForm key={job.updated_at} job={job} />

      <section aria-labelledby="job-history-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="job-history-title" className="text-lg font-semibold text-slate-900">
          Histórico
        </h2>
        {job.history.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma alteração da equipe até agora.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {job.history.map((entry, index) => (
              <li key={index} className="flex flex-col gap-0.5 border-l-2 border-slate-200 pl-3">
                <span className="font-medium text-slate-900">
                  {ACTION_LABEL[entry.action] ?? entry.action}
                  {entry.action === 'job.update' && changedNames(entry.after) && <span className="font-normal text-slate-700"> ({changedNames(entry.after)})</span>}
                </span>
                <span className="text-slate-700">
                  <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time> · {entry.actor_email}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </ConsolePage>
  );
}

export { JobEditScreen as Component };
