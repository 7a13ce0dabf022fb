import type { JobAlert } from '@rumo/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { alertPlace } from '../lib/alert-display.ts';

export type DeleteAlertDialogProps = { alert: JobAlert | null; pending: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before removing: a removed alert stops its e-mails and cannot be brought back. */
export function DeleteAlertDialog({ alert, pending, onConfirm, onClose }: DeleteAlertDialogProps) {
  return (
    <Modal
      open={alert !== null}
      onClose={onClose}
      size="sm"
      title="Excluir alerta"
      description={alert ? `Excluir o alerta "${alert.job_position.position}" em ${alertPlace(alert)}? Você deixará de receber as vagas dele por e-mail.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            Excluir
          </Button>
        </>
      }
    />
  );
}
