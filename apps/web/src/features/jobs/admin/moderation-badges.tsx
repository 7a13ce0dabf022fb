import { MODERATION_STATUS_LABEL, type JobAdminRow } from '@rumo/contract';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const STATUS_TONE: Record<JobAdminRow['status'], BadgeTone> = { pending: 'yellow', published: 'green', rejected: 'red' };

/** 'Em revisão' / 'Publicada' / 'Rejeitada', then the 'Vaga preenchida' and 'Expirada' flags beside it (decision 1402). */
export function ModerationBadges({ job }: { job: Pick<JobAdminRow, 'status' | 'filled' | 'expired'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={STATUS_TONE[job.status]}>{MODERATION_STATUS_LABEL[job.status]}</Badge>
      {job.filled && <Badge tone="blue">Vaga preenchida</Badge>}
      {job.expired && <Badge tone="neutral">Expirada</Badge>}
    </span>
  );
}

/** 'Possível duplicata de …', linking to the published job it looks like. */
export function DuplicateWarning({ duplicate }: { duplicate: { id: string; title: string } }) {
  return (
    <span className="inline-flex items-start gap-1 text-xs font-medium text-orange-800">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Possível duplicata de{' '}
        <Link to={`/admin/vagas/${duplicate.id}`} className="underline underline-offset-2 hover:text-orange-900">
          {duplicate.title}
        </Link>
      </span>
    </span>
  );
}
