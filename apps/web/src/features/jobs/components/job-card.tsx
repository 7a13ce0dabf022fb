import type { JobItem } from '@rumo/contract';
import { Banknote, Building2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { jobCompany, jobLocation, jobSalary, jobTags } from '../lib/job-display.ts';
import { AffirmativeBadge } from './affirmative-badge.tsx';
import { CaptationBadge } from './captation-badge.tsx';
import { CompatibilityBadge } from './compatibility-badge.tsx';

export type JobCardProps = {
  job: JobItem;
  /** The list's query string, so the detail page's back button returns to the same search. */
  listSearch: string;
  /** A control the app composes onto the card (the 'Vagas salvas' heart, decision 1702); it sits above the stretched link. */
  action?: ReactNode;
  /** The job's compatibility with the user's CV, 0–100; absent = no score (docs/decisions/1704). */
  compatibility?: number;
};

/** One result: the whole card opens /jobs/{uuid} (the title link is stretched over it). */
export function JobCard({ job, listSearch, action, compatibility }: JobCardProps) {
  const tags = jobTags(job);
  return (
    <article className="relative flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-300 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold leading-snug text-slate-900 wrap-anywhere">
          <Link to={`/jobs/${job.uuid}`} state={{ listSearch }} className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']">
            {job.title}
          </Link>
        </h2>
        <CaptationBadge captation={job.captation} />
      </div>
      {(compatibility !== undefined || job.affirmative) && (
        <div className="flex flex-wrap gap-2">
          {compatibility !== undefined && <CompatibilityBadge score={compatibility} />}
          {job.affirmative && <AffirmativeBadge />}
        </div>
      )}
      <dl className="flex flex-col gap-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Empresa</dt>
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 wrap-anywhere">{jobCompany(job)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Local</dt>
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 wrap-anywhere">{jobLocation(job)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Salário</dt>
          <Banknote aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="font-medium text-slate-900">{jobSalary(job)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Características">
            {tags.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="ml-auto flex items-center gap-1">
          <p className="text-xs text-slate-600">
            Publicada em <time dateTime={job.published_at}>{formatDate(job.published_at)}</time>
          </p>
          {/* In the footer, not beside the title: the title keeps its width (decision 1702). */}
          {action}
        </div>
      </div>
    </article>
  );
}
