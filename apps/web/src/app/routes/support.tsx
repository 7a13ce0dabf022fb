import type { TicketDetail } from '@rumo/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useNotify } from '../../lib/notifications.tsx';
import { SupportChatWidget } from '../../features/support/chat-widget/support-chat-widget.tsx';
import { ContactOptions } from '../../features/support/contact-options.tsx';
import { FaqList } from '../../features/support/faq-list.tsx';
import { MyTicketsList } from '../../features/support/tickets/my-tickets-list.tsx';
import { TicketFormModal } from '../../features/support/tickets/ticket-form-modal.tsx';

const TABS = ['faq', 'contato', 'chamados'] as const;
type Tab = (typeof TABS)[number];

/**
 * Suporte: FAQ, the contact channels (which work: decision 1403) and 'Meus chamados'. The tab is in
 * the URL (`?aba=chamados`), so the thread's back link and the browser's back button return to it.
 */
function SupportPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [formOpen, setFormOpen] = useState(false);
  const asked = params.get('aba');
  const tab: Tab = TABS.find((t) => t === asked) ?? 'faq';
  const showTab = (next: string) => setParams(next === 'faq' ? {} : { aba: next }, { replace: true });
  const openForm = () => setFormOpen(true);

  const created = (ticket: TicketDetail) => {
    setFormOpen(false);
    notify({ type: 'success', message: `Chamado "${ticket.subject}" aberto. Você recebe a resposta aqui e por e-mail.` });
    void navigate('/support?aba=chamados');
  };

  return (
    <>
      <PageHeader title="Suporte" description="Tire suas dúvidas ou fale com a nossa equipe." />
      <Tabs
        label="Formas de ajuda"
        active={tab}
        onChange={showTab}
        items={[
          { id: 'faq', label: 'Perguntas Frequentes', content: <FaqList /> },
          { id: 'contato', label: 'Contato', content: <ContactOptions onOpenTicket={openForm} onOpenFaq={() => showTab('faq')} /> },
          { id: 'chamados', label: 'Meus chamados', content: <MyTicketsList onOpenTicket={openForm} /> },
        ]}
      />
      <TicketFormModal open={formOpen} onClose={() => setFormOpen(false)} onCreated={created} />
      {/* Once for the whole page (both tabs), so switching tabs keeps the same widget. */}
      <SupportChatWidget />
    </>
  );
}

export { SupportPage as Component };
