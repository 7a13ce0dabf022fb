import { Badge } from '../../../components/ui/badge.tsx';
import { statusLabel, statusTone } from '../lib/application-status.ts';

export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} className="shrink-0 whitespace-nowrap">
      {statusLabel(status)}
    </Badge>
  );
}
