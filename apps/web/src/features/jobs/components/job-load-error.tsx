import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** Spec section 8, verbatim. */
export const JOB_LOAD_ERROR = 'Não foi possível carregar os detalhes da vaga. Tente novamente mais tarde.';

export function JobLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <PageHeader title="Detalhes da vaga" />
      <RetryAlert onRetry={onRetry}>{JOB_LOAD_ERROR}</RetryAlert>
    </>
  );
}
