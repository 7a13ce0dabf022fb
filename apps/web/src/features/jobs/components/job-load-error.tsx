import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** Spec section 8, verbatim. */
export const JOB_LOAD_ERROR = 'Não foi possível carregar os detalhes da vaga. Tente novamente mais tarde.';

export function JobLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <PageHeader title="Detalhes da vaga" />
      <Alert
        type="error"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Tentar novamente
          </Button>
        }
      >
        {JOB_LOAD_ERROR}
      </Alert>
    </>
  );
}
