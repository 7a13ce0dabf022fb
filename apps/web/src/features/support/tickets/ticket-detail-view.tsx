import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useResolveTicket, useTicket } from '../api/tickets-api.ts';
import { TicketReplyForm } from './ticket-reply-form.tsx';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { TicketThread } from './ticket-thread.tsx';

export const MY_TICKETS_PATH = '/support?aba=chamados';

const backLink = (
  <Link to={MY_TICKETS_PATH} className="inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold text-brand-700 hover:underline">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Meus chamados
  </Link>
);

/** One ticket of the user: status, the thread and a reply box (decision 1403). */
export function TicketDetailView({ id }: { id: string }) {
  const ticket = useTicket(id);
  const resolve = useResolveTicket(id);
  const notify = useNotify();

  if (ticket.isPending) {
    return (
      <>
        <PageHeader title="Chamado" />
        <SkeletonText lines={6} label="Carregando o chamado…" />
      </>
    );
  }
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={notFound ? 'Chamado não encontrado' : 'Chamado'} />
        <Alert
          type="error"
          title={notFound ? 'Chamado não encontrado' : 'Erro ao carregar o chamado'}
          action={
            notFound ? undefined : (
              <Button variant="secondary" size="sm" onClick={() => void ticket.refetch()}>
                Tentar novamente
              </Button>
            )
          }
        >
          {notFound ? 'Este chamado não existe ou não é seu.' : 'Não foi possível carregar a conversa.'}
        </Alert>
        {backLink}
      </div>
    );
  }

  const { data } = ticket;
  const markResolved = async () => {
    try {
      await resolve.mutateAsync(undefined);
      notify({ type: 'success', message: 'Chamado marcado como resolvido.' });
    } catch {
      notify({ type: 'error', message: 'Não foi possível marcar o chamado como resolvido. Tente novamente.' });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {backLink}
      <PageHeader
        title={data.subject}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={data.status} />
            <span>Aberto em {formatDateTime(data.created_at)}</span>
          </span>
        }
        actions={
          data.status === 'resolved' ? undefined : (
            <Button variant="secondary" icon={<CheckCircle2 aria-hidden="true" className="size-4" />} loading={resolve.isPending} onClick={() => void markResolved()}>
              Marcar como resolvido
            </Button>
          )
        }
      />
      <TicketThread messages={data.messages} />
      <TicketReplyForm ticketId={data.uuid} resolved={data.status === 'resolved'} />
    </div>
  );
}
