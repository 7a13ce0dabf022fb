import { zodResolver } from '@hookform/resolvers/zod';
import { createTicketRequest, TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, type TicketDetail } from '@rumo/contract';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useCreateTicket } from '../api/tickets-api.ts';

type FormInput = z.input<typeof createTicketRequest>;
type FormOutput = z.output<typeof createTicketRequest>;

const SEND_ERROR = 'Não foi possível abrir o chamado agora. Tente novamente em instantes.';
const fields = ['subject', 'message'] as const;

export type TicketFormModalProps = { open: boolean; onClose: () => void; onCreated: (ticket: TicketDetail) => void };

/** 'Abrir ticket' (decision 1403): Assunto and Mensagem, checked here with the API's own rules and messages. */
export function TicketFormModal({ open, onClose, onCreated }: TicketFormModalProps) {
  const formId = useId();
  const create = useCreateTicket();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(createTicketRequest), defaultValues: { subject: '', message: '' } });

  useEffect(() => {
    if (!open) return;
    reset({ subject: '', message: '' });
    setFailure(null);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const placed = setServerErrors(error, setError, fields);
      if (Object.keys(placed).length > 0) return;
      // A 429 carries the server's own "wait a little" message.
      setFailure(isApiError(error) && error.status === 429 ? error.message : SEND_ERROR);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Abrir chamado"
      description="Conte o que aconteceu. A Equipe Rumo responde aqui e por e-mail em até 1 dia útil."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Enviar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {failure && <Alert type="error">{failure}</Alert>}
        <Input label="Assunto" maxLength={TICKET_SUBJECT_MAX} autoComplete="off" data-autofocus error={errors.subject?.message} {...register('subject')} />
        <Textarea
          label="Mensagem"
          rows={6}
          maxLength={TICKET_MESSAGE_MAX}
          hint="Quanto mais detalhes, mais rápido conseguimos ajudar."
          error={errors.message?.message}
          {...register('message')}
        />
      </form>
    </Modal>
  );
}
