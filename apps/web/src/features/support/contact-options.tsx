import { BookOpen, Clock, MessageCircle, Ticket, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

export const SUPPORT_HOURS = 'Segunda a Sexta, 9h-18h';

type Channel = { icon: LucideIcon; title: string; text: string; action: string };

const channels: Channel[] = [
  { icon: MessageCircle, title: 'Chat ao Vivo', text: 'Fale agora com a nossa equipe de atendimento.', action: 'Iniciar conversa' },
  { icon: Ticket, title: 'Abrir Ticket', text: 'Descreva seu problema e responderemos por e-mail em até 1 dia útil.', action: 'Abrir ticket' },
  { icon: BookOpen, title: 'Central de Ajuda', text: 'Guias passo a passo sobre vagas, currículo e jornada.', action: 'Acessar central' },
];

/**
 * The three contact cards. Their buttons are inert by design (spec): no chat, ticket or help-centre
 * service is connected yet, and the live-chat widget loads only when configured (decision 0004); like
 * the FAQ tab, this tab holds it while shown.
 */
export function ContactOptions() {
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Contato</h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {channels.map(({ icon: Icon, title, text, action }) => (
          <li key={title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <p className="flex-1 text-slate-600">{text}</p>
            <Button variant="secondary" block>
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
