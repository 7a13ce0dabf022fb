import type { JobPosition } from '@rumo/contract';
import { useMemo, type Ref } from 'react';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { suggestPositions } from '../../../lib/job-positions.ts';

export type RoleComboboxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  positions: readonly JobPosition[];
  error?: string;
  hint?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Free-text role field with up to 10 suggestions from the positions list; without positions it is a plain text field. */
export function RoleCombobox({ label, value, onChange, onBlur, positions, error, hint, name, inputRef }: RoleComboboxProps) {
  const suggestions = useMemo(() => suggestPositions(positions, value, 'none'), [positions, value]);
  return (
    <Combobox
      label={label}
      hint={hint}
      listLabel="Sugestões"
      name={name}
      error={error}
      inputRef={inputRef}
      onBlur={onBlur}
      value={value}
      suggestions={suggestions}
      optionKey={(option) => option.id}
      optionLabel={(option) => option.position}
      isChosen={(option) => option.position === value}
      onChange={onChange}
      onSelect={(option) => onChange(option.position)}
    />
  );
}
