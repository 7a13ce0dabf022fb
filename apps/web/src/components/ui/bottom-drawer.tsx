import { useId, type ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button.tsx';
import { useDialogBehaviour } from './use-dialog-behaviour.ts';

export type BottomDrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Actions kept in view below the scrolling content (not over it, so nothing hides behind them). */
  footer?: ReactNode;
};

/**
 * Sheet that slides up from the bottom on small screens. Same dialog behaviour as Modal
 * (useDialogBehaviour): focus trap, Escape and focus return come from the browser.
 */
export function BottomDrawer({ open, onClose, title, children, footer }: BottomDrawerProps) {
  const dialog = useDialogBehaviour(open, onClose);
  const titleId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-0 mt-auto max-h-[85vh] w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:backdrop:bg-black/70"
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <DialogCloseButton onClose={onClose} />
          </div>
          <div className="overflow-y-auto p-3">{children}</div>
          {footer && <div className="flex gap-3 border-t border-slate-200 bg-white p-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
