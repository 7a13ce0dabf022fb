import { describe, expect, it } from 'vitest';
import { previewQuizNotice, quizOutcome, quizResultSummary } from './quiz-result.ts';

const results = (right: number, total: number) => Array.from({ length: total }, (_, i) => ({ isCorrect: i < right }));

describe('quizOutcome', () => {
  it.each([
    [4, 4, 100, true],
    [3, 4, 75, true],
    [7, 10, 70, true],
    [2, 3, 67, false],
    [2, 4, 50, false],
    [0, 3, 0, false],
  ])('%i of %i → %i%%, passed %s', (right, total, percent, passed) => {
    expect(quizOutcome(results(right, total))).toMatchObject({ percent, passed });
  });

  it('uses the spec messages verbatim', () => {
    expect(quizOutcome(results(3, 4)).message).toBe('Parabéns! 🎉 você passou o quiz com 75% de acerto!');
    expect(quizOutcome(results(1, 2)).message).toBe('Você obteve 50% de acerto. Você precisa de 70% para passar. Tente novamente!');
  });

  it("grades against the quiz's own pass mark and names it in the messages (decision 1605)", () => {
    expect(quizOutcome(results(1, 2), 'quiz', 50)).toMatchObject({ passed: true, percent: 50 });
    const strict = quizOutcome(results(3, 4), 'quiz', 80);
    expect(strict).toMatchObject({ passed: false, correct: 3, total: 4 });
    expect(strict.message).toBe('Você obteve 75% de acerto. Você precisa de 80% para passar. Tente novamente!');
    expect(quizResultSummary(strict, 80)).toBe('Você acertou 3 de 4 perguntas (75%). A nota mínima é 80%. Leia o comentário de cada resposta errada e tente novamente.');
    expect(quizResultSummary(quizOutcome(results(1, 1)))).toBe('Você acertou 1 de 1 pergunta (100%). Aprovado!');
  });

  it("an exam's message says 'prova', not 'quiz'", () => {
    expect(quizOutcome(results(3, 3), 'exam').message).toBe('Parabéns! 🎉 você passou a prova com 100% de acerto!');
  });

  it('the preview does not grade: it asks to answer when the course starts', () => {
    expect(previewQuizNotice('quiz')).toBe('Responda a este quiz ao iniciar o curso.');
    expect(previewQuizNotice('exam')).toBe('Responda a esta prova ao iniciar o curso.');
  });
});
