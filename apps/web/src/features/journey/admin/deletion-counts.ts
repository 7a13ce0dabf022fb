import type { DeletionCounts } from '@rumo/contract';

const PARTS: [keyof DeletionCounts, string, string][] = [
  ['courses', 'curso', 'cursos'],
  ['themes', 'tema', 'temas'],
  ['topics', 'tópico', 'tópicos'],
  ['contents', 'conteúdo', 'conteúdos'],
  ['questions', 'pergunta', 'perguntas'],
  ['learners_with_progress', 'aluno com progresso', 'alunos com progresso'],
];

/**
 * What a delete takes along, as the confirmation says it (decision 1603's dry run):
 * '3 temas, 12 conteúdos, 5 alunos com progresso'; zeros are left out, '' when nothing is.
 */
export function deletionSummary(counts: DeletionCounts): string {
  return PARTS.filter(([key]) => counts[key] > 0)
    .map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`)
    .join(', ');
}
