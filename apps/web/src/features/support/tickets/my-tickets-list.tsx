import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyTickets } from '../api/tickets-api.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

/** 'Meus chamados': the user's tickets, latest activity first, each opening its thread. */
export function MyTicketsList({ onOpenTicket }: { onOpenTicket: () => void }) {
  const tickets = useMyTickets();
  const action = <Button onClick={onOpenTicket}>Abrir chamado</Button>;

  let body;
  if (tickets.isPending) body = <SkeletonText lines={4} label="Carregando seus chamados…" />;
  else if (tickets.isError)
    body = (
      <Alert
        type="error"
        title="Erro ao carregar chamados"
        action={
          <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
            Tentar novamente
          </Button>
        }
      >
        Não foi possível carregar seus chamados.
      </Alert>
    );
  else if (tickets.data.length === 0)
    body = <EmptyState icon={<Inbox />} title="Nenhum chamado aberto" description="Quando você abrir um chamado, ele aparece aqui com as respostas da equipe." action={action} />;
  else
    body = (
      <ul aria-label="Seus chamados" className="flex flex-col gap-3">
        {tickets.data.map((ticket) => (
          <li key={ticket.uuid}>
            <Link
              to={`/support/tickets/${ticket.uuid}`}
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900">{ticket.subject}</span>
                <span className="text-sm text-slate-600">Última atividade: {formatDateTime(ticket.updated_at)}</span>
              </span>
              <span className="self-start sm:self-center">
                <TicketStatusBadge status={ticket.status} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="my-tickets-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-tickets-title" className="text-lg font-semibold text-slate-900">
          Meus chamados
        </h2>
        {tickets.data && tickets.data.length > 0 && action}
      </div>
      {body}
    </section>
  );
}
