import type { Curriculum, UpdateCurriculumRequest } from '@rumo/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { showSalary, showText } from '../lib/curriculum-display.ts';
import { CurriculumForm } from './curriculum-form.tsx';

function Item({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Informações Pessoais' tab: the CV's own fields and 'Editar' (form in edit mode inside a modal). */
export function InfoSection({ curriculum: cv, onSave }: { curriculum: Curriculum; onSave: (values: UpdateCurriculumRequest) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="cv-info-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cv-info-heading" className="text-xl font-semibold text-slate-900">
          Informações Pessoais
        </h2>
        <Button icon={<Pencil aria-hidden="true" className="size-4" />} onClick={() => setEditing(true)}>
          Editar
        </Button>
      </div>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <Item label="Nome">{cv.name}</Item>
        <Item label="Cargo">{cv.role}</Item>
        <Item label="Descrição do cargo" wide>
          {showText(cv.role_description)}
        </Item>
        <Item label="Cidade">{showText(cv.location)}</Item>
        <Item label="Estado">{showText(cv.state)}</Item>
        <Item label="Já trabalhou antes">{cv.worked_before ? 'Sim' : 'Não'}</Item>
        <Item label="Último salário">{cv.worked_before ? showSalary(cv.last_salary) : 'Não especificado'}</Item>
        <Item label="Resumo de qualificações" wide>
          {cv.summary}
        </Item>
        <Item label="Habilidades" wide>
          {cv.skills.length > 0 ? cv.skills.join(', ') : 'Nenhuma informada'}
        </Item>
        <Item label="Tipos de contratação que aceito" wide>
          {cv.accepted_job_types.length > 0 ? cv.accepted_job_types.join(', ') : 'Qualquer tipo'}
        </Item>
      </dl>
      <Modal open={editing} onClose={() => setEditing(false)} title="Editar Informações Pessoais" size="lg">
        {editing && (
          <CurriculumForm
            mode="edit"
            curriculum={cv}
            onSave={async (values) => {
              await onSave(values);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        )}
      </Modal>
    </section>
  );
}
