import { clsx } from 'clsx';
import { Check } from 'lucide-react';

const labels = ['Início', 'Seus dados', 'Pronto'];

/** "Etapa n de 3" indicator of the registration wizard. */
export function WizardProgress({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol aria-label={`Etapa ${current + 1} de ${labels.length}`} className="mb-6 flex items-center gap-2">
      {labels.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined} className="flex flex-1 flex-col gap-2">
            <span className={clsx('h-1.5 rounded-full', done || active ? 'bg-brand-700' : 'bg-slate-200')} />
            <span className={clsx('flex items-center gap-1 text-xs font-medium', active ? 'text-brand-800' : 'text-slate-600')}>
              {done && <Check aria-hidden="true" className="size-3.5" />}
              {label}
              {done && <span className="sr-only"> (concluída)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
