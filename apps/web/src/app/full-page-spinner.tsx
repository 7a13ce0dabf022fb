import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while the first screen's code loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner size="lg" label="Carregando…" />
    </div>
  );
}
