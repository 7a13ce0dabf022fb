import { TICKET_STATUS_LABEL, type TicketStatus } from '@rumo/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<TicketStatus, BadgeTone> = { open: 'blue', answered: 'green', resolved: 'neutral' };

/** 'Aberto', 'Respondido' or 'Resolvido' (decision 1403); the user's screens and the console share it. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={tones[status]}>{TICKET_STATUS_LABEL[status]}</Badge>;
}
