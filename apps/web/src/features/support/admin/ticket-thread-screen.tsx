import { ArrowLeft, CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { TicketStatusBadge } from '../tickets/ticket-status-badge.tsx';
import { StaffReplyForm } from './staff-reply-form.tsx';
import { StaffTicketThread } from './staff-ticket-thread.tsx';
import { useAdminTicket, useTicketAssignees, useUpdateTicket } from './support-admin-api.ts';

const backLink = (
  <Link to="/admin/chamados" className="inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold text-brand-700 hover:underline">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Chamados
  </Link>
);

/** One ticket in the console (decision 1403): the user, the whole thread, reply or note, assignee, status. */
function TicketThreadScreen() {
  const { id = '' } = useParams();
  const ticket = useAdminTicket(id);
  const assignees = useTicketAssignees();
  const update = useUpdateTicket(id);
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);

  if (ticket.isPending) {
    return (
      <ConsolePage title="Chamado">
        <SkeletonText lines={8} label="Carregando o chamado…" />
      </ConsolePage>
    );
  }
  if (ticket.isError) {
    const missing = isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.status === 422);
    return (
      <ConsolePage title={missing ? 'Chamado não encontrado' : 'Chamado'}>
        <Alert type="error" title={missing ? 'Chamado não encontrado' : 'Erro ao carregar o chamado'}>
          {missing ? 'Este chamado não existe (a conta do usuário pode ter sido excluída).' : 'Não foi possível carregar o chamado. Tente novamente.'}
        </Alert>
        {backLink}
      </ConsolePage>
    );
  }

  const { data } = ticket;
  const change = async (body: { status?: 'open' | 'resolved'; assignee_id?: string | null }, done: string) => {
    try {
      await update.mutateAsync(body);
      notify({ type: 'success', message: done });
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) && error.status === 422 ? error.message : 'Não foi possível salvar a alteração. Tente novamente.' });
    }
  };
  const options = [{ value: '', label: 'Sem responsável' }, ...(assignees.data ?? []).map((person) => ({ value: person.uuid, label: person.name }))];
  if (data.assignee && !options.some((o) => o.value === data.assignee?.uuid)) options.push({ value: data.assignee.uuid, label: data.assignee.name });

  return (
    <ConsolePage
      title={data.subject}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={data.status} />
          <span>Aberto em {formatDateTime(data.created_at)}</span>
        </span>
      }
      actions={
        data.status === 'resolved' ? (
          <Button
            variant="secondary"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            loading={update.isPending}
            onClick={() => void change({ status: 'open' }, 'Chamado reaberto.')}
          >
            Reabrir
          </Button>
        ) : (
          <Button icon={<CheckCircle2 aria-hidden="true" className="size-4" />} onClick={() => setConfirming(true)}>
            Marcar como resolvido
          </Button>
        )
      }
    >
      {backLink}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <StaffTicketThread messages={data.messages} />
          <StaffReplyForm ticketId={data.uuid} />
        </div>
        <aside aria-label="Detalhes do chamado" className="order-first flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-4 lg:order-none">
          <section className="flex flex-col gap-1">
            <h2 className="text-sm font-semibold text-slate-700">Usuário</h2>
            <p className="font-semibold text-slate-900">{data.user.name}</p>
            <a href={`mailto:${data.user.email}`} className="break-all text-sm text-brand-700 hover:underline">
              {data.user.email}
            </a>
          </section>
          <Select
            label="Responsável"
            options={options}
            value={data.assignee?.uuid ?? ''}
            disabled={update.isPending || assignees.isPending}
            onChange={(event) => void change({ assignee_id: event.target.value || null }, event.target.value ? 'Responsável atribuído.' : 'Chamado sem responsável.')}
          />
          <p className="text-sm text-slate-600">Última atividade: {formatDateTime(data.updated_at)}</p>
        </aside>
      </div>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title="Marcar como resolvido?"
        description="O chamado sai dos abertos. Se o usuário escrever de novo, ele volta a ficar Aberto."
        confirmLabel="Marcar como resolvido"
        pending={update.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void change({ status: 'resolved' }, 'Chamado marcado como resolvido.').then(() => setConfirming(false))}
      />
    </ConsolePage>
  );
}

export { TicketThreadScreen as Component };
