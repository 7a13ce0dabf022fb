import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * A load that failed: its message and 'Tentar novamente' — an error with a retry, never the empty
 * state (docs/decisions/1303). The one shape for every screen and section that reads data.
 */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      type="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
