import { Gauge } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** The tone only repeats what the number says (high, middle, low), so colour never carries the meaning alone. */
const tone = (score: number): BadgeTone => (score >= 70 ? 'green' : score >= 40 ? 'yellow' : 'neutral');

/** 'Compatibilidade 78%': the score of the job against the user's CV (docs/decisions/1704). */
export function CompatibilityBadge({ score }: { score: number }) {
  return (
    <Badge tone={tone(score)}>
      <Gauge aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Compatibilidade com seu currículo: {score}%</span>
      <span aria-hidden="true">Compatibilidade {score}%</span>
    </Badge>
  );
}
