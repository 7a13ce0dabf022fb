import type { JobCaptation } from '@rumo/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { CAPTATION_TONES, captationLabel } from '../lib/job-display.ts';

/** Spec section 9: 'Vaga Direta' / 'Empresa' / 'Agregador'. */
export function CaptationBadge({ captation }: { captation: JobCaptation }) {
  return (
    <Badge tone={CAPTATION_TONES[captation]} className="shrink-0 self-start whitespace-nowrap">
      {captationLabel(captation)}
    </Badge>
  );
}
