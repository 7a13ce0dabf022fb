import { useState, type DragEvent } from 'react';

/** What is being dragged: a step's course, a theme, a topic or a content, by id. */
export type DragPayload = { kind: string; id: string };

/**
 * Mouse reordering with the browser's own drag and drop (decision 1604): no library for a console
 * screen. The keyboard does the same through 'Mover para cima/baixo' and 'Mover para…', which are
 * always there; touch screens use those buttons too.
 */
export function useDragMove() {
  const [dragging, setDragging] = useState<DragPayload | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const end = () => {
    setDragging(null);
    setOver(null);
  };

  /** Props for a draggable row. */
  const source = (payload: DragPayload) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', payload.id);
      setDragging(payload);
    },
    onDragEnd: end,
  });

  /**
   * Props for a row that takes dragged rows of the kinds in `accepts` (decision 1604): a row of the
   * same kind takes its place; a parent row puts it at the end of that parent.
   */
  const target = (key: string, accepts: Record<string, (payload: DragPayload) => void>) => {
    const handler = () => (dragging && dragging.id !== key.slice(key.indexOf(':') + 1) ? accepts[dragging.kind] : undefined);
    return {
      onDragOver: (event: DragEvent) => {
        if (!handler()) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        if (over !== key) setOver(key);
      },
      onDragLeave: () => setOver((current) => (current === key ? null : current)),
      onDrop: (event: DragEvent) => {
        const onDrop = handler();
        if (!onDrop || !dragging) return;
        event.preventDefault();
        event.stopPropagation();
        const payload = dragging;
        end();
        onDrop(payload);
      },
    };
  };

  return { source, target, isOver: (key: string) => over === key, isDragging: (id: string) => dragging?.id === id };
}
