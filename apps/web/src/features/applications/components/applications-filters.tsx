import type { ApplicationPeriod, ApplicationStatusGroup } from '@rumo/contract';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import type { ApplicationsView } from '../lib/applications-search-params.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'active', label: 'Em Andamento' },
  { value: 'closed', label: 'Encerradas' },
];

const PERIOD_OPTIONS: { value: ApplicationPeriod; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'week', label: 'Última semana' },
  { value: 'month', label: 'Último mês' },
  { value: 'year', label: 'Último ano' },
];

export type ApplicationsFiltersProps = { view: ApplicationsView; onChange: (patch: Partial<ApplicationsView>) => void };

export function ApplicationsFilters({ view, onChange }: ApplicationsFiltersProps) {
  const [text, setText] = useUrlTextFilter(view.search, (search) => onChange({ search }));
  return (
    <div
      role="search"
      aria-label="Filtrar candidaturas"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
    >
      <Input
        label="Buscar por vaga ou empresa"
        type="search"
        value={text}
        maxLength={200}
        placeholder="Ex.: Desenvolvedor, Nubank"
        onChange={(event) => setText(event.target.value)}
        containerClassName="sm:col-span-2 lg:col-span-1"
        trailing={<Search aria-hidden="true" className="mr-2 size-5 text-slate-500" />}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={view.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || undefined) as ApplicationStatusGroup | undefined })}
      />
      <Select label="Período" options={PERIOD_OPTIONS} value={view.period} onChange={(event) => onChange({ period: event.target.value as ApplicationPeriod })} />
    </div>
  );
}
