import { ArrowRightLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { stageLabel, type Stage } from '../lib/pipeline-stages.ts';

export type MoveMenuProps = {
  title: string;
  targets: Stage[];
  onMove: (stage: Stage) => void;
  disabled?: boolean;
  /** The board asks for focus here after this card moved (the card is drawn again in its new column). */
  focusOnMount?: boolean;
};

/**
 * 'Mover para…' (decision 1702): the keyboard's way to move a card, and the phone's. A disclosure:
 * the button opens a list of stage buttons; the first gets focus, Escape closes and focus returns.
 */
export function MoveMenu({ title, targets, onMove, disabled, focusOnMount }: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusOnMount) buttonRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (open) listRef.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(index + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Mover para…: ${title}`}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        <ArrowRightLeft aria-hidden="true" className="size-4" />
        Mover para…
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          aria-label={`Etapas para ${title}`}
          className="absolute left-0 top-full z-20 mt-1 flex w-56 flex-col rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {targets.map((stage) => (
            <li key={stage}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onMove(stage);
                }}
                className="flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm text-slate-800 hover:bg-slate-100"
              >
                {stageLabel(stage)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
