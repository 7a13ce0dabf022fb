import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { changeApplicationsView, readApplicationsView, writeApplicationsView, type ApplicationsView } from '../lib/applications-search-params.ts';
import { ApplicationsFilters } from './applications-filters.tsx';
import { ApplicationsResults } from './applications-results.tsx';

/** 'Minhas Candidaturas' (full version, decision 0251). Filters, sort and page live in the URL. */
export function ApplicationsPageView() {
  const [params, setParams] = useSearchParams();
  const view = readApplicationsView(params);
  const change = (patch: Partial<ApplicationsView>) => {
    setParams(writeApplicationsView(changeApplicationsView(view, patch)));
    if (patch.page) window.scrollTo({ top: 0 });
  };
  return (
    <>
      <PageHeader title="Minhas Candidaturas" description="Acompanhe cada candidatura e registre as respostas das empresas." />
      <div className="flex flex-col gap-6">
        <ApplicationsFilters view={view} onChange={change} />
        <ApplicationsResults view={view} onChange={change} />
      </div>
    </>
  );
}
