import type { JobPosition } from '@rumo/contract';
import { useMemo, type Ref } from 'react';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { exactPosition, suggestPositions } from '../../../lib/job-positions.ts';

export type PositionSearchProps = {
  text: string;
  /** Called with the typed text and the position it names exactly (or null). */
  onChange: (text: string, position: JobPosition | null) => void;
  positions: readonly JobPosition[];
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * Cargo field: type to search the positions list, pick one of up to 10 suggestions (spec, section
 * 5). Only a listed position can be saved, so typing also reports the position the text names.
 */
export function PositionSearch({ text, onChange, positions, error, disabled, inputRef, onBlur }: PositionSearchProps) {
  const suggestions = useMemo(() => suggestPositions(positions, text, 'first'), [positions, text]);
  const chosen = exactPosition(positions, text);
  return (
    <Combobox
      label="Cargo"
      hint="Digite para buscar e escolha um cargo da lista."
      placeholder="Ex.: Desenvolvedor Front-end"
      listLabel="Cargos sugeridos"
      required
      error={error}
      disabled={disabled}
      inputRef={inputRef}
      onBlur={onBlur}
      value={text}
      suggestions={suggestions}
      optionKey={(option) => option.id}
      optionLabel={(option) => option.position}
      isChosen={(option) => chosen?.id === option.id}
      onChange={(typed) => onChange(typed, exactPosition(positions, typed) ?? null)}
      onSelect={(option) => onChange(option.position, option)}
    />
  );
}
