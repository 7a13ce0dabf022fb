import type { JourneyTree } from '@rumo/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';

/** 'Mover para…' of a course: another step, where it goes to the end (at once, decision 1603). */
export function CourseMoveDialog({
  course,
  fromStepId,
  steps,
  pending,
  onMove,
  onClose,
}: {
  course: { id: string; name: string };
  fromStepId: string;
  steps: JourneyTree;
  pending: boolean;
  onMove: (stepId: string) => void;
  onClose: () => void;
}) {
  const others = steps.filter((s) => s.id !== fromStepId);
  const [stepId, setStepId] = useState(others[0]?.id ?? '');
  return (
    <Modal
      open
      onClose={() => {
        if (!pending) onClose();
      }}
      title={`Mover ${course.name}`}
      description="O curso vai para o fim da etapa escolhida, na hora; o progresso dos alunos continua com ele."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button onClick={() => onMove(stepId)} loading={pending} disabled={!stepId}>
            Mover
          </Button>
        </>
      }
    >
      {others.length === 0 ? (
        <p className="text-sm text-slate-700">Não há outra etapa. Crie uma etapa antes de mover o curso.</p>
      ) : (
        <Select
          label="Etapa de destino"
          data-autofocus
          value={stepId}
          onChange={(event) => setStepId(event.target.value)}
          options={others.map((s) => ({ value: s.id, label: `${s.order}. ${s.name}` }))}
        />
      )}
    </Modal>
  );
}
