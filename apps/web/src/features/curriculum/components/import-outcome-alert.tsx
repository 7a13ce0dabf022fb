import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ImportOutcome } from './import-json-resume.tsx';

/** What the import did: the new CV (and what was left out), or why the file was refused. */
export function ImportOutcomeAlert({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  const close = (
    <Button variant="secondary" size="sm" onClick={onClose}>
      Fechar
    </Button>
  );
  if (outcome.type === 'error') {
    return (
      <Alert type="error" title={outcome.message} action={close} className="mb-6">
        {outcome.details.length > 0 && (
          <ul className="list-disc pl-5">
            {outcome.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </Alert>
    );
  }
  return (
    <Alert type={outcome.warnings.length > 0 ? 'warning' : 'success'} title={`Currículo '${outcome.curriculum.name}' importado.`} action={close} className="mb-6">
      {outcome.warnings.length > 0 && (
        <>
          <p>Alguns dados não puderam ser importados:</p>
          <ul className="list-disc pl-5">
            {outcome.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={`/curriculum/${outcome.curriculum.uuid}`} className="font-semibold underline">
          Revisar o currículo importado
        </Link>
      </p>
    </Alert>
  );
}
