import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
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
    </>
  );
}

export { SupportPage as Component };
