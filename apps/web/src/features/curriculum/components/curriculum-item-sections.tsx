import type { Curriculum, CurriculumItemKind, UpdateCurriculumRequest } from '@rumo/contract';
import { CURRENT_POSITION, showPeriod } from '../lib/curriculum-display.ts';
import { requestLists, upsertItem } from '../lib/curriculum-body.ts';
import { ExperienceForm } from './experience-form.tsx';
import { FormationForm } from './formation-form.tsx';
import { ItemsSection } from './items-section.tsx';
import { LanguageForm } from './language-form.tsx';

export type SectionProps = {
  curriculum: Curriculum;
  save: (changes: Partial<UpdateCurriculumRequest>) => Promise<void>;
  deleteItem: (kind: CurriculumItemKind, itemId: string) => Promise<void>;
  deleting: boolean;
};

export function ExperiencesSection({ curriculum: cv, save, deleteItem, deleting }: SectionProps) {
  return (
    <ItemsSection
      title="Experiências"
      kind="Experiência"
      newTitle="Nova Experiência"
      emptyText="Nenhuma experiência cadastrada."
      items={cv.experiences}
      itemName={(e) => `${e.role} - ${e.company_name}`}
      renderItem={(e) => (
        <>
          <h3 className="font-semibold text-slate-900">{e.role}</h3>
          <p className="text-slate-700">{e.company_name}</p>
          <p className="text-sm text-slate-600">{showPeriod(e.start_date, e.end_date, CURRENT_POSITION)}</p>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{e.description}</p>
        </>
      )}
      renderForm={({ item, index, close }) => (
        <ExperienceForm
          item={item}
          serverPath={`experiences.${index}.`}
          onSave={async (values) => {
            await save({ experiences: upsertItem(requestLists(cv).experiences, { ...values, uuid: item?.uuid }) });
            close();
          }}
          onCancel={close}
        />
      )}
      onDelete={(e) => deleteItem('experiences', e.uuid)}
      deleting={deleting}
    />
  );
}

export function FormationsSection({ curriculum: cv, save, deleteItem, deleting }: SectionProps) {
  return (
    <ItemsSection
      title="Formações"
      kind="Formação"
      newTitle="Nova Formação"
      emptyText="Nenhuma formação cadastrada."
      items={cv.formations}
      itemName={(f) => `${f.name} - ${f.institution}`}
      renderItem={(f) => (
        <>
          <h3 className="font-semibold text-slate-900">{f.name}</h3>
          <p className="text-slate-700">
            {f.graduation} · {f.institution}
          </p>
          <p className="text-sm text-slate-600">{showPeriod(f.start_date, f.end_date)}</p>
        </>
      )}
      renderForm={({ item, index, close }) => (
        <FormationForm
          item={item}
          serverPath={`formations.${index}.`}
          onSave={async (values) => {
            await save({ formations: upsertItem(requestLists(cv).formations, { ...values, uuid: item?.uuid }) });
            close();
          }}
          onCancel={close}
        />
      )}
      onDelete={(f) => deleteItem('formations', f.uuid)}
      deleting={deleting}
    />
  );
}

export function LanguagesSection({ curriculum: cv, save, deleteItem, deleting }: SectionProps) {
  return (
    <ItemsSection
      title="Idiomas"
      kind="Idioma"
      newTitle="Novo Idioma"
      emptyText="Nenhum idioma cadastrado."
      items={cv.languages}
      itemName={(l) => l.language}
      renderItem={(l) => (
        <>
          <h3 className="font-semibold text-slate-900">{l.language}</h3>
          <p className="text-slate-700">{l.proficiency}</p>
        </>
      )}
      renderForm={({ item, index, close }) => (
        <LanguageForm
          item={item}
          serverPath={`languages.${index}.`}
          onSave={async (values) => {
            await save({ languages: upsertItem(requestLists(cv).languages, { ...values, uuid: item?.uuid }) });
            close();
          }}
          onCancel={close}
        />
      )}
      onDelete={(l) => deleteItem('languages', l.uuid)}
      deleting={deleting}
    />
  );
}
