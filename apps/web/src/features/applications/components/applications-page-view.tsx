import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { SelectOption } from '../../../components/ui/select.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { downloadApplicationsCsv } from '../api/applications-api.ts';
import { readLayout, withLayout, type ApplicationsLayout } from '../lib/applications-layout.ts';
import { changeApplicationsView, readApplicationsView, writeApplicationsView, type ApplicationsView } from '../lib/applications-search-params.ts';
import { ApplicationsBoard } from './applications-board.tsx';
import { ApplicationsFilters } from './applications-filters.tsx';
import { ApplicationsResults } from './applications-results.tsx';
import { SavedJobsList } from './saved-jobs-list.tsx';
import { APPLICATIONS_PAGE_HEADER } from '../applications-page-header.ts';

export type ApplicationsPageViewProps = {
  /** The user's CVs for the board panel's 'Currículo usado' (the app composes them from the curriculum feature). */
  cvOptions?: SelectOption[];
};

/**
 * 'Minhas Candidaturas' (full version, decision 0251) with 'Tabela', 'Quadro' and 'Vagas salvas'
 * (decision 1702). The view, the table's filters, sort and page live in the URL.
 */
export function ApplicationsPageView({ cvOptions = [] }: ApplicationsPageViewProps) {
  const [params, setParams] = useSearchParams();
  const view = readApplicationsView(params);
  const layout = readLayout(params);
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const change = (patch: Partial<ApplicationsView>) => {
    setParams(withLayout(writeApplicationsView(changeApplicationsView(view, patch)), layout));
    if (patch.page) window.scrollTo({ top: 0 });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadApplicationsCsv();
      notify({ type: 'success', message: `Arquivo ${name} baixado.` });
    } catch {
      notify({ type: 'error', message: 'Não foi possível exportar as candidaturas. Tente novamente.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        {...APPLICATIONS_PAGE_HEADER}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} icon={<Download aria-hidden="true" className="size-4" />}>
            Exportar CSV
          </Button>
        }
      />
      <Tabs
        label="Visualização das candidaturas"
        active={layout}
        onChange={(id) => setParams(withLayout(params, id as ApplicationsLayout))}
        items={[
          {
            id: 'tabela',
            label: 'Tabela',
            content: (
              <div className="flex flex-col gap-6">
                <ApplicationsFilters view={view} onChange={change} />
                <ApplicationsResults view={view} onChange={change} />
              </div>
            ),
          },
          { id: 'quadro', label: 'Quadro', content: <ApplicationsBoard cvOptions={cvOptions} /> },
          { id: 'salvas', label: 'Vagas salvas', content: <SavedJobsList /> },
        ]}
      />
    </>
  );
}
