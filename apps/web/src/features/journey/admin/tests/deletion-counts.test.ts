import { describe, expect, it } from 'vitest';
import { deletionSummary } from '../deletion-counts.ts';

const none = { courses: 0, themes: 0, topics: 0, contents: 0, questions: 0, learners_with_progress: 0 };

describe('deletionSummary', () => {
  it('names each non-zero count in the tree order, singular or plural', () => {
    expect(deletionSummary({ ...none, themes: 3, contents: 12, learners_with_progress: 5 })).toBe('3 temas, 12 conteúdos, 5 alunos com progresso');
    expect(deletionSummary({ ...none, courses: 1, topics: 1, questions: 1, learners_with_progress: 1 })).toBe('1 curso, 1 tópico, 1 pergunta, 1 aluno com progresso');
  });

  it('is empty when the delete takes nothing along', () => {
    expect(deletionSummary(none)).toBe('');
  });
});
