import { STAFF_ROLE_LABEL, STAFF_ROLES, type AdminUserDetail, type StaffRole } from '@rumo/contract';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { useCan } from '../../../components/console/staff-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useAdminUser, useChangeUserPlan, useChangeUserRole, usePlanOptions, useRevokeUserSessions } from './users-admin-api.ts';

const TICKET_STATUS = { open: 'Aberto', answered: 'Respondido', resolved: 'Resolvido' } as const;
const message = (error: unknown) => (isApiError(error) ? error.message : 'Não foi possível concluir a ação. Tente novamente.');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ user }: { user: AdminUserDetail }) {
  const facts: [string, ReactNode][] = [
    ['E-mail', <span className="break-all">{user.email}</span>],
    ['Plano', user.plan.name],
    ['Papéis na equipe', user.roles.length ? user.roles.map((role) => STAFF_ROLE_LABEL[role]).join(', ') : 'Nenhum'],
    ['Cadastro', formatDate(user.created_at)],
    ['Última atividade', formatDateTime(user.last_active_at, 'Nunca')],
    ['Candidaturas', String(user.applications_count)],
    ['Sessões ativas', String(user.active_sessions)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlanAction({ user }: { user: AdminUserDetail }) {
  const options = usePlanOptions(true);
  const [plan, setPlan] = useState(user.plan.key);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeUserPlan(user.uuid);
  const notify = useNotify();
  const chosen = options.data?.find((option) => option.key === plan);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Select
        label="Plano"
        containerClassName="sm:w-64"
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        options={(options.data ?? [user.plan]).map((option) => ({ value: option.key, label: option.name }))}
      />
      <Button variant="secondary" disabled={plan === user.plan.key} onClick={() => setConfirming(true)}>
        Alterar plano
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title="Alterar plano"
        description={`Colocar ${user.name} no plano ${chosen?.name ?? plan}? Hoje no plano ${user.plan.name}.`}
        confirmLabel="Alterar plano"
        pending={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          change.mutate(plan, {
            onSuccess: (result) => notify({ type: 'success', message: `${user.name} agora está no plano ${result.plan.name}.` }),
            onError: (error) => notify({ type: 'error', message: message(error) }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}

function SessionsAction({ user }: { user: AdminUserDetail }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeUserSessions(user.uuid);
  const notify = useNotify();
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={user.active_sessions === 0}>
        Encerrar todas as sessões
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Encerrar todas as sessões"
        description={`${user.name} sairá da conta em todos os aparelhos (${user.active_sessions} ${user.active_sessions === 1 ? 'sessão ativa' : 'sessões ativas'}) e precisará entrar de novo.`}
        confirmLabel="Encerrar sessões"
        pending={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: (result) => notify({ type: 'success', message: result.revoked === 1 ? '1 sessão encerrada.' : `${result.revoked} sessões encerradas.` }),
            onError: (error) => notify({ type: 'error', message: message(error) }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}

function RolesAction({ user }: { user: AdminUserDetail }) {
  const [pending, setPending] = useState<{ role: StaffRole; grant: boolean } | null>(null);
  const change = useChangeUserRole(user.uuid);
  const notify = useNotify();
  return (
    <>
      <ul className="flex flex-col gap-3">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <Switch label={STAFF_ROLE_LABEL[role]} checked={user.roles.includes(role)} onChange={(grant) => setPending({ role, grant })} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.grant ? 'primary' : 'danger'}
        title={pending?.grant ? 'Conceder papel' : 'Retirar papel'}
        description={pending ? `${pending.grant ? 'Conceder' : 'Retirar'} o papel ${STAFF_ROLE_LABEL[pending.role]} ${pending.grant ? 'a' : 'de'} ${user.name}?` : ''}
        confirmLabel={pending?.grant ? 'Conceder' : 'Retirar'}
        pending={change.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          change.mutate(pending, {
            onSuccess: () => notify({ type: 'success', message: `Papéis de ${user.name} atualizados.` }),
            onError: (error) => notify({ type: 'error', message: message(error) }),
            onSettled: () => setPending(null),
          });
        }}
      />
    </>
  );
}

/** One person, as the console sees them (decision 1405): facts, tickets, and the actions one's role allows. */
function UserDetailScreen() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const canManage = useCan('users:manage');
  const canRoles = useCan('roles:manage');
  const back = (
    <Link to="/admin/usuarios" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para Usuários
    </Link>
  );
  if (user.isPending) return <SkeletonText label="Carregando usuário…" />;
  if (user.isError)
    return (
      <ConsolePage title="Usuário" actions={back}>
        <Alert type="error">{message(user.error)}</Alert>
      </ConsolePage>
    );
  const data = user.data;
  return (
    <ConsolePage title={data.name} description={data.email} actions={back}>
      <Section title="Resumo">
        <Facts user={data} />
      </Section>
      <Section title="Chamados">
        <p className="text-slate-700">
          {data.tickets.total === 0 ? 'Nenhum chamado.' : `${data.tickets.total} ${data.tickets.total === 1 ? 'chamado' : 'chamados'}, ${data.tickets.open} em aberto.`}
        </p>
        {data.tickets.latest.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200">
            {data.tickets.latest.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{ticket.subject}</span>
                <span className="flex items-center gap-2 text-sm text-slate-700">
                  {formatDate(ticket.created_at)}
                  <Badge tone={ticket.status === 'open' ? 'yellow' : ticket.status === 'answered' ? 'blue' : 'green'}>{TICKET_STATUS[ticket.status]}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {canManage && (
        <Section title="Plano e sessões">
          <PlanAction key={data.plan.key} user={data} />
          <div>
            <SessionsAction user={data} />
          </div>
        </Section>
      )}
      {canRoles && (
        <Section title="Papéis na equipe">
          <RolesAction user={data} />
        </Section>
      )}
    </ConsolePage>
  );
}

export { UserDetailScreen as Component };
