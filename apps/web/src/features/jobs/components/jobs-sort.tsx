import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Select } from '../../../components/ui/select.tsx';

const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevância' },
  { value: 'compatibility', label: 'Compatibilidade' },
];

/** 'Ordenar por': relevance (the default) or the score against the user's CV (docs/decisions/1704). */
export function JobsSortSelect({ value, onChange }: { value: 'relevance' | 'compatibility'; onChange: (sort: 'relevance' | 'compatibility') => void }) {
  return (
    <Select
      label="Ordenar por"
      value={value}
      options={SORT_OPTIONS}
      onChange={(event) => onChange(event.target.value === 'compatibility' ? 'compatibility' : 'relevance')}
      containerClassName="w-full sm:w-56"
    />
  );
}

/** Once above the results when the user has no CV: the scores need one (docs/decisions/1704). */
export function CompatibilityPrompt() {
  return (
    <Alert type="info">
      <Link to="/curriculum" className="font-semibold underline underline-offset-2">
        Crie seu currículo para ver a compatibilidade com cada vaga
      </Link>
    </Alert>
  );
}
