import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { SupportChatWidget } from '../../features/support/chat-widget/support-chat-widget.tsx';
import { ContactOptions } from '../../features/support/contact-options.tsx';
import { FaqList } from '../../features/support/faq-list.tsx';

function SupportPage() {
  return (
    <>
      <PageHeader title="Suporte" description="Tire suas dúvidas ou fale com a nossa equipe." />
      <Tabs
        label="Formas de ajuda"
        items={[
          { id: 'faq', label: 'Perguntas Frequentes', content: <FaqList /> },
          { id: 'contact', label: 'Contato', content: <ContactOptions /> },
        ]}
      />
      {/* Once for the whole page (both tabs), so switching tabs keeps the same widget. */}
      <SupportChatWidget />
    </>
  );
}

export { SupportPage as Component };
