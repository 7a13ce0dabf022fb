import type { JobCaptation, JobDetail } from '@rumo/contract';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel.tsx';
import { jobCompany } from '../lib/job-display.ts';

const CAPTATION_NOTES: Record<JobCaptation, string> = {
  direct: 'Vaga publicada diretamente no Rumo.',
  company: 'Vaga publicada pela própria empresa.',
  crawler: 'Vaga encontrada pelo Rumo em outros sites de emprego.',
};

/** Spec: the 'Sobre a Empresa' panel of the job page. */
export function CompanyPanel({ job }: { job: JobDetail }) {
  const named = Boolean(job.company?.trim());
  return (
    <Panel title="Sobre a Empresa">
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p className="flex items-center gap-2 text-base font-semibold text-slate-900 wrap-anywhere">
          <Building2 aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          {jobCompany(job)}
        </p>
        <p>{named ? CAPTATION_NOTES[job.captation] : 'A empresa preferiu não se identificar nesta vaga.'}</p>
        {named && (
          <Link
            to={`/jobs?query=${encodeURIComponent(job.company!.trim())}`}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Ver vagas desta empresa
          </Link>
        )}
      </div>
    </Panel>
  );
}
