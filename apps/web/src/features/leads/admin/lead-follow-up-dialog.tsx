import { LEAD_NOTES_MAX, LEAD_STATUS_LABEL, LEAD_STATUSES, type Lead, type LeadStatus } from '@rumo/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useUpdateLead } from './leads-admin-api.ts';

/** Status and notes of one lead; saved together, audited on the server (decision 1404). */
export function LeadFollowUpDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes);
  const update = useUpdateLead();
  const notify = useNotify();
  const errors = isApiError(update.error) ? update.error.errors : {};
  const save = () =>
    update.mutate(
      { userId: lead.user_id, planId: lead.requested_plan.id, body: { status, notes } },
      {
        onSuccess: () => {
          notify({ type: 'success', message: `Acompanhamento de ${lead.user_name} salvo.` });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={`Acompanhar ${lead.user_name}`}
      description={`${lead.user_email} · pediu ${lead.requested_plan.name} em ${formatDate(lead.created_at)} · plano atual: ${lead.current_plan.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {update.isError && <Alert type="error">{update.error.message}</Alert>}
        <Select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          options={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABEL[value] }))}
          error={errors.status}
          data-autofocus
        />
        <Textarea
          label="Anotações"
          value={notes}
          maxLength={LEAD_NOTES_MAX}
          onChange={(event) => setNotes(event.target.value)}
          hint={`Até ${LEAD_NOTES_MAX} caracteres. Fazem parte dos dados que o usuário pode baixar (LGPD).`}
          error={errors.notes}
          optional
        />
      </div>
    </Modal>
  );
}
