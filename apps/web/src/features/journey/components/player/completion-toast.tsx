import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';

export const COMPLETION_MESSAGE = 'Parabéns! Você completou este módulo com sucesso!';
/** Spec section 9: back to /steps 5 s after completing a course, 3 s after a next-content failure. */
export const COMPLETION_REDIRECT_MS = 5000;
export const FAILURE_REDIRECT_MS = 3000;

/** Spec: green toast with a 'Voltar' button to /steps. */
export function CompletionToast() {
  return (
    <div role="status" className="fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-green-700 p-4 text-white shadow-xl lg:bottom-6">
      <PartyPopper aria-hidden="true" className="size-6 shrink-0" />
      <p className="flex-1 font-semibold">{COMPLETION_MESSAGE}</p>
      <Link to="/steps" className="on-dark inline-flex min-h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-green-900 hover:bg-green-50">
        Voltar
      </Link>
    </div>
  );
}
