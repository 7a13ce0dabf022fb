import { SKILL_MAX, SKILLS_MAX, skillKey } from '@rumo/contract';

/**
 * What every skills field (the CV's 'Habilidades', a course's 'Habilidades que o curso ensina') gives
 * TagInput: the contract's limits, the key a repeat is refused by ('Node.js' = 'nodejs') and the
 * remove buttons' names (docs/decisions/1704).
 */
export const skillTagProps = {
  max: SKILLS_MAX,
  maxLength: SKILL_MAX,
  keyOf: skillKey,
  removeLabel: (skill: string) => `Remover habilidade ${skill}`,
} as const;
