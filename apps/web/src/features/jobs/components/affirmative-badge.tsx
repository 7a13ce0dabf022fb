import { JOB_AFFIRMATIVE_LABEL } from '@rumo/contract';
import { Accessibility } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

/** 'Vaga afirmativa para PcD' on the card and the detail page (DECISIONS, Jobs; docs/decisions/1503). */
export function AffirmativeBadge() {
  return (
    <Badge tone="purple" className="shrink-0 self-start whitespace-nowrap">
      <Accessibility aria-hidden="true" className="size-3.5" />
      {JOB_AFFIRMATIVE_LABEL}
    </Badge>
  );
}
