import { Spinner } from '../components/ui/spinner.tsx';

/** Shown inside the layout while a screen's code loads (the menu and header stay). */
export function ScreenSpinner() {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center text-brand-700">
      <Spinner size="lg" label="Carregando…" />
    </div>
  );
}
