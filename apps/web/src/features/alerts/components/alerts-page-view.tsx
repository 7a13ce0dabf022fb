import type { JobAlert } from '@rumo/contract';
import { BellRing, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { useAlerts, useDeleteAlert } from '../api/alerts-api.ts';
import { alertMessages as m } from '../api/alert-messages.ts';
import { AlertCard } from './alert-card.tsx';
import { AlertFormModal } from './alert-form-modal.tsx';
import { DeleteAlertDialog } from './delete-alert-dialog.tsx';

/** Router state that opens the 'Criar Alerta' modal on arrival (the dashboard's 'Criar alerta'). */
export type AlertsPageState = { createAlert?: boolean } | null;

type Editing = { alert: JobAlert | null } | null;

/** Spec: 'Alertas de Vagas', 'Novo Alerta', the card grid with edit and delete, the empty state, the modal. */
export function AlertsPageView() {
  const notify = useNotify();
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<JobAlert | null>(null);

  useEffect(() => {
    if ((location.state as AlertsPageState)?.createAlert) {
      setEditing({ alert: null });
      // Consume the request so a reload or going back does not open the modal again.
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  // Spec: a failed load shows 'Erro ao carregar alertas' — once, in the page's error alert below (docs/decisions/1308).

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify({ type: 'success', message: m.removed });
    } catch {
      notify({ type: 'error', message: m.deleteError });
    }
    setToDelete(null);
  };

  const create = () => setEditing({ alert: null });
  return (
    <>
      <PageHeader
        title="Alertas de Vagas"
        description="Receba por e-mail as vagas novas do cargo, da cidade e da faixa salarial que você procura."
        actions={
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={create}>
            Novo Alerta
          </Button>
        }
      />
      {alerts.isPending ? (
        <div role="status" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">Carregando alertas…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 rounded-2xl" />
          ))}
        </div>
      ) : alerts.isError ? (
        <Alert
          type="error"
          title={m.loadError}
          action={
            <Button variant="secondary" size="sm" onClick={() => void alerts.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Verifique sua conexão e tente novamente.
        </Alert>
      ) : alerts.data.length === 0 ? (
        <EmptyState
          icon={<BellRing aria-hidden="true" />}
          title={m.empty}
          description="Crie um alerta e receba as novas vagas que combinam com você, no seu e-mail, todo dia, semana ou mês."
          action={<Button onClick={create}>Criar alerta</Button>}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Seus alertas">
          {alerts.data.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} onEdit={(a) => setEditing({ alert: a })} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      )}
      <AlertFormModal open={editing !== null} alert={editing?.alert ?? null} onClose={() => setEditing(null)} />
      <DeleteAlertDialog alert={toDelete} pending={remove.isPending} onConfirm={() => void onConfirmDelete()} onClose={() => setToDelete(null)} />
    </>
  );
}
