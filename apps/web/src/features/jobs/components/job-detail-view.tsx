import type { JobDetail } from '@rumo/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { capitalize, descriptionBlocks, distinctSeniority, jobCompany, jobLocation, jobSalary } from '../lib/job-display.ts';
import { AffirmativeBadge } from './affirmative-badge.tsx';
import { CaptationBadge } from './captation-badge.tsx';
import { CompanyPanel } from './company-panel.tsx';

export type JobDetailViewProps = {
  job: JobDetail;
  /** Where 'Voltar' goes: the list with the search the user came from. */
  backTo: string;
  /** The apply area (button and application state), composed by the route. */
  applyArea: ReactNode;
  /** 'Quanto sobra por mês' (decision 1701), composed by the route, below the description. */
  takeHome?: ReactNode;
  /** 'Compatibilidade com seu currículo' (decision 1704), composed by the route, below the description. */
  match?: ReactNode;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

export function JobDetailView({ job, backTo, applyArea, takeHome, match }: JobDetailViewProps) {
  usePageTitle(job.title);
  const blocks = descriptionBlocks(job.description);
  const seniority = distinctSeniority(job);
  return (
    <div className="flex flex-col gap-6">
      <Link to={backTo} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para as vagas
      </Link>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <header className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <CaptationBadge captation={job.captation} />
              {job.affirmative && <AffirmativeBadge />}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 wrap-anywhere sm:text-3xl">{job.title}</h1>
            <p className="text-base text-slate-700 wrap-anywhere">{jobCompany(job)}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label="Local">{jobLocation(job)}</Fact>
            <Fact label="Salário">{jobSalary(job)}</Fact>
            {/* An expired job says so once, in the alert below, with its date (docs/decisions/1308). */}
            {!job.is_expired && !job.filled && (
              <Fact label="Expira em">{job.expired_at ? <time dateTime={job.expired_at}>{formatDate(job.expired_at)}</time> : 'Indeterminado'}</Fact>
            )}
            {job.job_type && <Fact label="Contratação">{job.job_type}</Fact>}
            {job.work_model && <Fact label="Modelo">{capitalize(job.work_model)}</Fact>}
            {/* The region a remote job is open to (docs/decisions/1503); other models have no such limit to say. */}
            {job.work_model === 'remoto' && job.remote_region && <Fact label="Remoto: aberto a">{job.remote_region}</Fact>}
            {seniority && <Fact label="Senioridade">{seniority}</Fact>}
            <Fact label="Publicada em">
              <time dateTime={job.published_at}>{formatDate(job.published_at)}</time>
            </Fact>
          </dl>
          {job.filled ? (
            // Filled says so like expired (decision 1402): the page still opens, nothing to apply to.
            <Alert type="info" title="Vaga preenchida">
              A empresa já preencheu esta vaga e ela não recebe mais candidaturas.
            </Alert>
          ) : (
            job.is_expired && (
              <Alert type="warning" title="Vaga expirada">
                Esta vaga expirou em {formatDate(job.expired_at)} e não recebe mais candidaturas.
              </Alert>
            )
          )}
        </header>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-6 lg:sticky lg:top-6">
            {applyArea}
            <CompanyPanel job={job} />
          </div>
        </div>
        <section aria-labelledby="job-description-title" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-2">
          <h2 id="job-description-title" className="mb-4 text-lg font-semibold text-slate-900">
            Descrição da vaga
          </h2>
          <div className="flex flex-col gap-3 text-base leading-relaxed text-slate-800 wrap-anywhere">
            {blocks.map((block, index) =>
              block.kind === 'paragraph' ? (
                <p key={index}>{block.text}</p>
              ) : (
                <ul key={index} className="ml-5 list-disc space-y-1">
                  {block.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
          {job.skills.length > 0 && (
            <div className="mt-6">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Habilidades</h3>
              <ul className="flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill} className="min-w-0 rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-800 wrap-anywhere">
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
        {match && <div className="min-w-0 empty:hidden lg:col-start-1 lg:row-start-3">{match}</div>}
        {takeHome && <div className="min-w-0 lg:col-start-1 lg:row-start-4">{takeHome}</div>}
      </div>
    </div>
  );
}
