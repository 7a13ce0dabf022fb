import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Inline failure message plus Cancelar / Salvar at the bottom of an item form. */
export function FormActions({ failure, pending, onCancel }: { failure: string | null; pending: boolean; onCancel: () => void }) {
  return (
    <>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={pending}>
          Salvar
        </Button>
      </div>
    </>
  );
}
