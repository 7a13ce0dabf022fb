import type { Application } from '@rumo/contract';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ApplicationStatusForm } from './application-status-form.tsx';
import { ApplicationTimeline } from './application-timeline.tsx';

/** What an expanded row or card shows: the timeline, the status control and the way back to the job. */
export function ApplicationDetails({ application, id }: { application: Application; id: string }) {
  return (
    <div id={id} className="grid gap-6 md:grid-cols-2">
      <section aria-label={`Histórico da candidatura a ${application.job.title}`}>
        <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Histórico</p>
        <ApplicationTimeline history={application.history} createdAt={application.created_at} />
      </section>
      <div className="flex flex-col gap-4">
        <ApplicationStatusForm key={application.status} application={application} />
        <Link to={`/jobs/${application.job.uuid}`} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Ver detalhes da vaga
        </Link>
      </div>
    </div>
  );
}
