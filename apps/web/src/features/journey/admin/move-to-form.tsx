import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';

/**
 * 'Mover para…' of a topic (another theme) or a content (another topic of the course): it goes to
 * the end of the chosen parent (decision 1603 keeps moves inside one course).
 */
export function MoveToForm({
  label,
  options,
  current,
  pending,
  onMove,
}: {
  label: string;
  options: { value: string; label: string }[];
  current: string;
  pending: boolean;
  onMove: (parentId: string) => void;
}) {
  const [to, setTo] = useState(current);
  if (options.length < 2) return null;
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (to !== current) onMove(to);
      }}
    >
      <Select label={label} value={to} onChange={(event) => setTo(event.target.value)} options={options} containerClassName="min-w-0 flex-1" />
      <Button type="submit" variant="secondary" disabled={to === current} loading={pending} className="sm:mb-0.5">
        Mover
      </Button>
    </form>
  );
}
