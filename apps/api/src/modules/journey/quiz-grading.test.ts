import { describe, expect, it } from 'vitest';
import { answerProblems, feedbackFor, gradeAnswers, quizScore, type GradedQuestion } from './quiz-grading.ts';

const questions: GradedQuestion[] = [
  { id: 'q1', alternatives: ['git add', 'git push'], correctAnswer: 'git add' },
  { id: 'q2', alternatives: ['200', '404', '500'], correctAnswer: '404', feedback: ['É sucesso.', '', 'É erro do servidor.'] },
];

describe('quizScore: pass at 70% or more, over every question', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `q${i}`);
  const correctFirst = (n: number, correct: number) => new Map(ids(n).map((id, i) => [id, i < correct]));
  it.each([
    [10, 7, 70, true],
    [10, 6, 60, false],
    [3, 2, 67, false],
    [3, 3, 100, true],
    [4, 3, 75, true],
    [100, 69, 69, false],
    [100, 70, 70, true],
    [1, 0, 0, false],
  ])('%i questions, %i right: %i%%, passed %s', (total, correct, percent, passed) => {
    expect(quizScore(ids(total), correctFirst(total, correct))).toEqual({ correct, total, percent, passed });
  });

  it('counts unanswered questions as wrong', () => {
    expect(
      quizScore(
        ['a', 'b', 'c'],
        new Map([
          ['a', true],
          ['b', true],
        ]),
      ),
    ).toMatchObject({ correct: 2, passed: false });
  });

  it('a quiz without questions cannot block anyone', () => {
    expect(quizScore([], new Map())).toMatchObject({ passed: true, percent: 100 });
  });
});

describe('answerProblems', () => {
  it.each([
    [
      'a complete, valid set',
      [
        { id: 'q1', answer: 'git push' },
        { id: 'q2', answer: '404' },
      ],
      {},
    ],
    [
      'a question of another quiz',
      [
        { id: 'qx', answer: 'x' },
        { id: 'q2', answer: '404' },
      ],
      { 'answers.0.id': 'Esta pergunta não pertence a este quiz.' },
    ],
    [
      'the same question twice',
      [
        { id: 'q1', answer: 'git add' },
        { id: 'q1', answer: 'git add' },
        { id: 'q2', answer: '404' },
      ],
      { 'answers.1.id': 'Pergunta respondida mais de uma vez.' },
    ],
    [
      'an answer that is not an alternative',
      [
        { id: 'q1', answer: 'git commit' },
        { id: 'q2', answer: '404' },
      ],
      { 'answers.0.answer': 'Escolha uma das alternativas da pergunta.' },
    ],
    ['a missing question', [{ id: 'q1', answer: 'git add' }], { answers: 'Responda todas as perguntas.' }],
  ])('%s', (_label, answers, expected) => {
    expect(answerProblems(questions, answers)).toEqual(expected);
  });
});

describe('gradeAnswers', () => {
  it('marks each answer, in the order sent', () => {
    expect(
      gradeAnswers(questions, [
        { id: 'q2', answer: '500' },
        { id: 'q1', answer: 'git add' },
      ]),
    ).toEqual([
      { id: 'q2', isCorrect: false, feedback: 'É erro do servidor.' },
      { id: 'q1', isCorrect: true, feedback: null },
    ]);
  });

  it("answers the chosen alternative's feedback, null when it has none (decision 1605)", () => {
    expect(feedbackFor(questions[1]!, '200')).toBe('É sucesso.');
    expect(feedbackFor(questions[1]!, '404')).toBeNull();
    expect(feedbackFor(questions[0]!, 'git add')).toBeNull();
  });
});

describe("quizScore with the quiz's own pass mark (decision 1605)", () => {
  const ids = ['a', 'b', 'c', 'd'];
  const right = (n: number) => new Map(ids.map((id, i) => [id, i < n]));
  it.each([
    [50, 2, true],
    [50, 1, false],
    [100, 3, false],
    [100, 4, true],
    [1, 1, true],
    [1, 0, false],
  ])('at %i%%, %i of 4 right passes: %s', (mark, n, passed) => {
    expect(quizScore(ids, right(n), mark).passed).toBe(passed);
  });
});
