import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * What every dialog of ours does, on a native <dialog> opened with showModal(): the browser traps
 * focus, makes the page inert, closes on Escape and returns focus to the opener, which no
 * hand-written trap does as well. Escape (`cancel`) and a click on the backdrop ask `onClose`, so
 * the parent's `open` stays the one truth. Spread the returned props on the <dialog>.
 * Put `data-autofocus` on the element that should receive focus when the dialog opens.
 */
export function useDialogBehaviour(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute keeps tests meaningful there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal focuses the first focusable element (the close button); a field marked data-autofocus is more useful.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the backdrop lands on the dialog element itself.
      if (event.target === event.currentTarget) onClose();
    },
  };
}
