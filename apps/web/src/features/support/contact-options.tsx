import { BookOpen, Clock, MessageCircle, Ticket, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { usePublicConfig } from './api/public-config.ts';
import { openChatWidget } from './chat-widget/chat-widget-loader.ts';

export const SUPPORT_HOURS = 'Segunda a Sexta, 9h-18h';

type Channel = { icon: LucideIcon; title: string; text: string; action: string; onClick: () => void };

export type ContactOptionsProps = { onOpenTicket: () => void; onOpenFaq: () => void };

/**
 * The three contact cards, whose buttons work (decision 1403; the spec's inert buttons left people
 * stuck): 'Abrir ticket' opens the ticket form, 'Acessar central' the FAQ, 'Iniciar conversa' the
 * live chat when one is configured (decision 0004) and otherwise says it is offline and offers the form.
 */
export function ContactOptions({ onOpenTicket, onOpenFaq }: ContactOptionsProps) {
  const chatUrl = usePublicConfig().data?.chatWidgetUrl;
  const [chatOffline, setChatOffline] = useState(false);
  const startChat = () => {
    if (chatUrl && openChatWidget()) return;
    setChatOffline(true);
  };

  const channels: Channel[] = [
    { icon: MessageCircle, title: 'Chat ao Vivo', text: 'Fale agora com a nossa equipe de atendimento.', action: 'Iniciar conversa', onClick: startChat },
    { icon: Ticket, title: 'Abrir Ticket', text: 'Descreva seu problema e responderemos por e-mail em até 1 dia útil.', action: 'Abrir ticket', onClick: onOpenTicket },
    { icon: BookOpen, title: 'Central de Ajuda', text: 'Guias passo a passo sobre vagas, currículo e jornada.', action: 'Acessar central', onClick: onOpenFaq },
  ];

  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Contato</h2>
      {chatOffline && (
        <Alert
          type="info"
          title="O chat está offline no momento"
          action={
            <Button size="sm" onClick={onOpenTicket}>
              Abrir ticket
            </Button>
          }
        >
          Abra um chamado: a nossa equipe responde aqui, em Meus chamados, e por e-mail.
        </Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {channels.map(({ icon: Icon, title, text, action, onClick }) => (
          <li key={title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <p className="flex-1 text-slate-600">{text}</p>
            <Button variant="secondary" block onClick={onClick}>
              {action}
            </Button>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-slate-700">
        <Clock aria-hidden="true" className="size-5 text-brand-700" />
        <span>
          Atendimento do chat ao vivo: <strong className="font-semibold text-slate-900">{SUPPORT_HOURS}</strong>
        </span>
      </p>
    </div>
  );
}
