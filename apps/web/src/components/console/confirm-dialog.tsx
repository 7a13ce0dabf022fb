import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** 'danger' for what cannot be undone (reject, expire, end sessions). */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  /** E.g. while a required 'Motivo' is empty. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A field the action needs, such as the reason of a rejection. */
  children?: ReactNode;
};

/** Every destructive console action asks first (decision 1406); 'Cancelar' takes the focus by default. */
export function ConfirmDialog({ open, title, description, confirmLabel, tone = 'danger', pending, confirmDisabled, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus={children ? undefined : true}>
            Cancelar
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={pending} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
