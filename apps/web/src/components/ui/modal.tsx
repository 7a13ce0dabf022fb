import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { DialogCloseButton } from './dialog-close-button.tsx';
import { useDialogBehaviour } from './use-dialog-behaviour.ts';

/** Put `data-autofocus` on the element that should receive focus when the dialog opens. */
export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/** Centred dialog; focus trap, Escape and focus return come from useDialogBehaviour. */
export function Modal({ open, onClose, title, description, children, footer, size = 'md' }: ModalProps) {
  const dialog = useDialogBehaviour(open, onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={clsx('m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:backdrop:bg-black/70', widths[size])}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="text-sm text-slate-600">
                  {description}
                </p>
              )}
            </div>
            <DialogCloseButton onClose={onClose} className="-m-2 shrink-0" />
          </div>
          {children}
          {footer && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
