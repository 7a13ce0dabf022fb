import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

export type FormActionsProps = { failure: string | null; pending: boolean; onCancel: () => void; submitLabel?: string };

/** Inline failure message plus Cancelar / Salvar at the bottom of a CV or item form. */
export function FormActions({ failure, pending, onCancel, submitLabel = 'Salvar' }: FormActionsProps) {
  return (
    <>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
