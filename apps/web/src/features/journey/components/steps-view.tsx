import type { JourneyStep } from '@rumo/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { LARGE_SCREEN, useMediaQuery } from '../lib/use-media-query.ts';
import { StepCourses } from './step-courses.tsx';
import { StepSummary } from './step-summary.tsx';

/** The step a learner is on: the first unlocked one not finished yet, else the first. */
export function currentStepId(steps: JourneyStep[]): string | null {
  return (steps.find((s) => !s.is_locked && s.ended_at === null) ?? steps[0])?.uuid ?? null;
}

/** Spec: accordion on small screens, step list left and the selected step's courses right on large ones. */
export function StepsView({ steps }: { steps: JourneyStep[] }) {
  const large = useMediaQuery(LARGE_SCREEN);
  const [selected, setSelected] = useState<string | null>(() => currentStepId(steps));
  if (steps.length === 0) return <p className="text-slate-700">A jornada ainda não tem etapas publicadas.</p>;
  return large ? (
    <TwoPanes steps={steps} selected={selected} onSelect={setSelected} />
  ) : (
    <Accordion steps={steps} open={selected} onToggle={(id) => setSelected((s) => (s === id ? null : id))} />
  );
}

type PaneProps = { steps: JourneyStep[]; selected: string | null; onSelect: (id: string) => void };

function TwoPanes({ steps, selected, onSelect }: PaneProps) {
  const step = steps.find((s) => s.uuid === selected) ?? steps[0]!;
  const panelId = useId();
  return (
    <div className="grid grid-cols-[minmax(0,22rem)_minmax(0,1fr)] items-start gap-6">
      <nav aria-label="Etapas da jornada" className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
        <ol className="flex flex-col gap-1">
          {steps.map((s) => (
            <li key={s.uuid}>
              <button
                type="button"
                aria-current={s.uuid === step.uuid ? 'true' : undefined}
                aria-controls={panelId}
                onClick={() => onSelect(s.uuid)}
                className={clsx('w-full rounded-xl p-3 transition-colors', s.uuid === step.uuid ? 'bg-brand-50 ring-2 ring-brand-700' : 'hover:bg-slate-50')}
              >
                <StepSummary step={s} />
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section id={panelId} aria-labelledby={`${panelId}-title`} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col gap-1">
          <h2 id={`${panelId}-title`} className="text-xl font-semibold text-slate-900">
            Etapa {step.order}: {step.name}
          </h2>
          <p className="text-sm text-slate-600">
            {step.courses.filter((c) => c.ended_at !== null).length} de {step.courses.length} cursos concluídos
          </p>
        </div>
        <StepCourses step={step} />
      </section>
    </div>
  );
}

function Accordion({ steps, open, onToggle }: { steps: JourneyStep[]; open: string | null; onToggle: (id: string) => void }) {
  const baseId = useId();
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step) => {
        const expanded = open === step.uuid;
        const panelId = `${baseId}-${step.uuid}`;
        return (
          <li key={step.uuid} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <h2>
              <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => onToggle(step.uuid)} className="flex w-full items-start gap-2 p-4">
                <StepSummary step={step} />
                <ChevronDown aria-hidden="true" className={clsx('mt-2 size-5 shrink-0 text-slate-600 transition-transform', expanded && 'rotate-180')} />
              </button>
            </h2>
            <div id={panelId} hidden={!expanded} className="border-t border-slate-100 p-4">
              {expanded && <StepCourses step={step} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
