import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuizViewer, type QuizViewerQuestion } from './quiz-viewer.tsx';

// Decision 1605: the chosen alternative's feedback after a failure (never the right one), the review after a pass.
const questions: QuizViewerQuestion[] = [
  { uuid: 'q1', question: 'Qual status diz "não encontrado"?', alternatives: ['200', '404', '500'], last_attempt: null, review: null },
  { uuid: 'q2', question: 'Qual comando prepara um arquivo?', alternatives: ['git add', 'git push'], last_attempt: null, review: null },
];

describe('QuizViewer', () => {
  it("after a failure shows the chosen alternative's feedback tied to its question, moves focus to the result and never names the right alternative", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => [
      { id: 'q1', isCorrect: false, feedback: '500 é um erro do servidor.' },
      { id: 'q2', isCorrect: true, feedback: 'Isso mesmo.' },
    ]);
    render(<QuizViewer questions={questions} kind="quiz" readOnly={false} passPercent={80} onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('500'));
    await user.click(screen.getByLabelText('git add'));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));

    const summary = await screen.findByText('Você acertou 1 de 2 perguntas (50%). A nota mínima é 80%. Leia o comentário de cada resposta errada e tente novamente.');
    expect(summary).toHaveFocus();
    const first = screen.getByRole('group', { name: '1. Qual status diz "não encontrado"?' });
    expect(first).toHaveAccessibleDescription('Resposta incorreta Comentário da sua resposta: 500 é um erro do servidor.');
    const second = screen.getByRole('group', { name: '2. Qual comando prepara um arquivo?' });
    // A right answer in a failed attempt is marked, without more.
    expect(second).toHaveAccessibleDescription('Resposta correta');
    expect(screen.queryByText(/Alternativa correta|Explicação/)).not.toBeInTheDocument();

    // Changing an answer clears its mark; the form can be sent again.
    await user.click(within(first).getByLabelText('404'));
    expect(first).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Enviar respostas' })).toBeEnabled();
  });

  it('after the pass shows the full review: the right alternative, the learner’s choice with its feedback, the explanation', () => {
    const reviewed: QuizViewerQuestion[] = [
      {
        ...questions[0]!,
        last_attempt: { answer: '500', is_correct: false, feedback: '500 é um erro do servidor.' },
        review: { correct_answer: '404', correct_feedback: 'Isso: 404 é não encontrado.', explanation: 'Os códigos 4xx são erros do cliente.' },
      },
      { ...questions[1]!, last_attempt: { answer: 'git add', is_correct: true, feedback: null }, review: { correct_answer: 'git add', correct_feedback: null, explanation: null } },
    ];
    render(<QuizViewer questions={reviewed} kind="exam" readOnly onSubmit={vi.fn()} />);
    expect(screen.getByText(/Prova concluída.*Revisão: veja a alternativa correta/)).toBeInTheDocument();
    const first = screen.getByRole('group', { name: '1. Qual status diz "não encontrado"?' });
    expect(within(first).getByLabelText(/^500/)).toBeChecked();
    expect(within(first).getByText('Sua resposta')).toBeInTheDocument();
    expect(within(first).getByLabelText(/^404/)).toHaveAccessibleName('404 Alternativa correta');
    expect(first).toHaveAccessibleDescription(
      'Resposta incorreta Comentário da sua resposta: 500 é um erro do servidor. Alternativa correta: 404 — Isso: 404 é não encontrado. Explicação: Os códigos 4xx são erros do cliente.',
    );
    const second = screen.getByRole('group', { name: '2. Qual comando prepara um arquivo?' });
    expect(second).toHaveAccessibleDescription('Resposta correta');
    expect(screen.queryByRole('button', { name: 'Enviar respostas' })).not.toBeInTheDocument();
  });
});
