import { clsx } from 'clsx';
import { X } from 'lucide-react';

/** The 'Fechar' cross in the header of a Modal or a BottomDrawer. */
export function DialogCloseButton({ onClose, className }: { onClose: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Fechar"
      className={clsx('inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100', className)}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
