import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export type BottomDrawerProps = { open: boolean; onClose: () => void; title: ReactNode; children?: ReactNode };

/**
 * Sheet that slides up from the bottom on small screens. Native <dialog> with showModal(), like
 * Modal: focus trap, Escape and focus return come from the browser.
 */
export function BottomDrawer({ open, onClose, title, children }: BottomDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto max-h-[85vh] w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label="Fechar" className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto p-3">{children}</div>
        </div>
      )}
    </dialog>
  );
}
