import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@rumo/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useUpdateApplicationStatus } from '../api/applications-api.ts';
import { APPLICATION_STATUS_OPTIONS, statusLabel } from '../lib/application-status.ts';

export const STATUS_UPDATED_MESSAGE = 'Status atualizado com sucesso!';
export const STATUS_UPDATE_FAILED_MESSAGE = 'Não foi possível atualizar o status. Tente novamente.';

const isStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);

/** Most jobs are external, so the user records what happened (decision 0250). */
export function ApplicationStatusForm({ application }: { application: Application }) {
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const update = useUpdateApplicationStatus();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === application.status) return;
    update.mutate(
      { uuid: application.uuid, status },
      {
        onSuccess: (saved) => notify({ type: 'success', message: `${STATUS_UPDATED_MESSAGE} Agora: ${statusLabel(saved.status)}.` }),
        onError: (error) => notify({ type: 'error', message: isApiError(error) && error.status === 404 ? error.message : STATUS_UPDATE_FAILED_MESSAGE }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Select
        label="Alterar status"
        options={APPLICATION_STATUS_OPTIONS}
        value={status}
        onChange={(event) => isStatus(event.target.value) && setStatus(event.target.value)}
        containerClassName="sm:min-w-56"
      />
      <Button type="submit" variant="secondary" loading={update.isPending} disabled={status === application.status}>
        Salvar
      </Button>
    </form>
  );
}
