import { TICKET_MESSAGE_MAX } from '@rumo/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useStaffReply } from './support-admin-api.ts';

/**
 * A reply (shown to the user and e-mailed to them) or, with 'Nota interna' on, a note only the team
 * sees (decision 1403). The toggle changes the button's words, so nobody sends one meaning the other.
 */
export function StaffReplyForm({ ticketId }: { ticketId: string }) {
  const reply = useStaffReply(ticketId);
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!body.trim()) {
      setError(internal ? 'Escreva a nota.' : 'Escreva a resposta.');
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync({ body, internal });
      setBody('');
      notify({ type: 'success', message: internal ? 'Nota interna salva.' : 'Resposta enviada ao usuário por e-mail.' });
    } catch (failure) {
      setError(isApiError(failure) && failure.errors.body ? failure.errors.body : 'Não foi possível enviar. Tente novamente.');
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="staff-reply-title"
      className={
        internal ? 'flex flex-col gap-3 rounded-2xl border border-dashed border-amber-400 bg-amber-50 p-4' : 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4'
      }
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="staff-reply-title" className="text-base font-semibold text-slate-900">
        {internal ? 'Nova nota interna' : 'Responder ao usuário'}
      </h2>
      <Switch
        label="Nota interna"
        checked={internal}
        onChange={setInternal}
        hint={internal ? 'Só a equipe vê. Não é enviada por e-mail.' : 'Desligada: o usuário recebe a resposta por e-mail e a vê em Meus chamados.'}
      />
      <Textarea
        label={internal ? 'Nota' : 'Resposta'}
        rows={5}
        maxLength={TICKET_MESSAGE_MAX}
        value={body}
        error={error ?? undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending}>
          {internal ? 'Salvar nota' : 'Enviar resposta'}
        </Button>
      </div>
    </form>
  );
}
