import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ConsolePage } from './console-page.tsx';

/** 'Voltar para …' above a console record (a job, a source), back to its list. */
export function ConsoleBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

type RecordLoad = { title: string; back: ReactNode; error: Error | null; isPending: boolean; errorTitle: string; loadingLabel: string };

/**
 * What a console record screen shows before its record is there: the error with the way back, or the
 * spinner; null once loaded.
 */
export function consoleRecordFallback({ title, back, error, isPending, errorTitle, loadingLabel }: RecordLoad): ReactNode | null {
  if (error)
    return (
      <ConsolePage title={title}>
        {back}
        <Alert type="error" title={errorTitle}>
          {error.message}
        </Alert>
      </ConsolePage>
    );
  if (isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={loadingLabel} />
      </div>
    );
  return null;
}
