import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IconButton } from '../../../components/ui/button.tsx';

type Direction = 'up' | 'down';

/**
 * 'Mover para cima' / 'Mover para baixo' of a row: the keyboard's way to reorder (decision 1604).
 * `data-move` lets the screen give the focus back to the pressed button once the row has moved.
 */
export function MoveButtons({
  id,
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number, direction: Direction) => void;
}) {
  const className = 'size-9 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <span className="inline-flex shrink-0">
      <IconButton
        label={`Mover ${name} para cima`}
        icon={<ArrowUp aria-hidden="true" className="size-4" />}
        className={className}
        data-move={`${id}-up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, 'up')}
      />
      <IconButton
        label={`Mover ${name} para baixo`}
        icon={<ArrowDown aria-hidden="true" className="size-4" />}
        className={className}
        data-move={`${id}-down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 2, 'down')}
      />
    </span>
  );
}

/**
 * Keeps the keyboard on the button that was pressed after its row moved and the list was read
 * again (moving a node in the DOM drops its focus), or on its twin when the row reached an end.
 */
export function useMoveRefocus(data: unknown) {
  const [refocus, setRefocus] = useState<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const other = refocus.direction === 'up' ? 'down' : 'up';
    const pressed = document.querySelector<HTMLButtonElement>(`[data-move="${refocus.id}-${refocus.direction}"]`);
    const target = pressed && !pressed.disabled ? pressed : document.querySelector<HTMLButtonElement>(`[data-move="${refocus.id}-${other}"]`);
    target?.focus();
    // Once: a later read of the list (another edit) must not take the focus again.
    setRefocus(null);
  }, [refocus, data]);
  return setRefocus;
}
