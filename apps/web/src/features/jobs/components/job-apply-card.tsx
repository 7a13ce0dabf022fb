import type { JobDetail } from '@rumo/contract';
import { CircleCheck, ExternalLink, Send } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { safeJobLink } from '../lib/safe-url.ts';

export type JobApplyCardProps = {
  job: JobDetail;
  /** When the user applied to this job, or null. */
  appliedAt: string | null;
  /** Records the application (POST /v1/applications); must not wait for anything before returning. */
  onApply: () => void;
  applying: boolean;
};

/**
 * 'Ir para o site da vaga' when the job has an apply link or a url, otherwise 'Candidatar-se'. The external site
 * opens in a new tab from the click itself (so no popup blocker interferes) while the application
 * is recorded in the background.
 */
export function JobApplyCard({ job, appliedAt, onApply, applying }: JobApplyCardProps) {
  const navigate = useNavigate();
  // The separate apply link when the posting gives one, else the posting's page; either through the same check (decision 0103).
  const target = job.apply_url ?? job.url;
  const link = target ? safeJobLink(target, window.location.origin) : null;
  // An expired or filled job says so once, in the page's alert (docs/decisions/1308, 1402): nothing to offer here.
  const closed = job.is_expired || job.filled;
  if (closed && !appliedAt) return null;

  const followInternal = (event: MouseEvent<HTMLAnchorElement>) => {
    // Same-site target: stay in the app (a full page load could cancel the application request).
    event.preventDefault();
    onApply();
    if (link) void navigate(link.href);
  };

  return (
    <section aria-label="Candidatura" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {!closed &&
        (link ? (
          <a
            href={link.href}
            target={link.external ? '_blank' : undefined}
            rel={link.external ? 'noopener noreferrer' : undefined}
            onClick={link.external ? onApply : followInternal}
            className={buttonClasses({ size: 'lg', block: true })}
          >
            Ir para o site da vaga
            <ExternalLink aria-hidden="true" className="size-5" />
            {link.external && (
              <>
                {' '}
                <span className="sr-only">(abre em uma nova aba)</span>
              </>
            )}
          </a>
        ) : (
          <Button size="lg" block onClick={onApply} loading={applying} disabled={Boolean(appliedAt)} icon={<Send aria-hidden="true" className="size-5" />}>
            Candidatar-se
          </Button>
        ))}
      {appliedAt ? (
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p className="flex items-center gap-2 font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-5" />
            Você se candidatou em {formatDate(appliedAt)}.
          </p>
          <Link to="/applications" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Ver minhas candidaturas
          </Link>
        </div>
      ) : closed ? null : (
        <p className="text-sm text-slate-600">
          {link?.external
            ? 'Ao seguir para o site, registramos a candidatura em Minhas Candidaturas para você acompanhar.'
            : 'Sua candidatura fica registrada em Minhas Candidaturas para você acompanhar.'}
        </p>
      )}
    </section>
  );
}
