import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_MESSAGE_MAX, ticketUserReplyRequest } from '@rumo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useReplyTicket } from '../api/tickets-api.ts';

type FormInput = z.input<typeof ticketUserReplyRequest>;
type FormOutput = z.output<typeof ticketUserReplyRequest>;

/** The user's answer in a thread; sending it reopens a resolved ticket (decision 1403). */
export function TicketReplyForm({ ticketId, resolved }: { ticketId: string; resolved: boolean }) {
  const reply = useReplyTicket(ticketId);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(ticketUserReplyRequest), defaultValues: { message: '' } });

  const submit = handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await reply.mutateAsync(message);
      reset({ message: '' });
      notify({ type: 'success', message: 'Mensagem enviada. A equipe foi avisada.' });
    } catch (error) {
      if (Object.keys(setServerErrors(error, setError, ['message'])).length > 0) return;
      setFailure(isApiError(error) && error.status === 429 ? error.message : 'Não foi possível enviar a mensagem. Tente novamente em instantes.');
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="ticket-reply-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="ticket-reply-title" className="text-base font-semibold text-slate-900">
        Responder
      </h2>
      {failure && <Alert type="error">{failure}</Alert>}
      <Textarea
        label="Sua mensagem"
        rows={4}
        maxLength={TICKET_MESSAGE_MAX}
        hint={resolved ? 'Este chamado está resolvido; ao responder, ele volta a ficar aberto.' : undefined}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending}>
          Enviar mensagem
        </Button>
      </div>
    </form>
  );
}
