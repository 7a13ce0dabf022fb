import type { ErrorBody } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { trackedEvents } from '../../../test/handlers.ts';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { COURSE_ID, courseDetail, downloadContent, previewModule, quizContent, quizDetail, quizQuestions } from './journey-fixtures.ts';

const open = (path: string) => renderApp(path, { session: demoSession });

describe('Sua Jornada (/steps)', () => {
  it('lists the steps with lock, progress and course cards by state', async () => {
    open('/steps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sua Jornada' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continuar: Lógica de programação' })).toHaveAttribute('href', `/step/${COURSE_ID}`);
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pré-visualizar Git e GitHub' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Etapa bloqueada' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Progresso da etapa Fundamentos' })).toHaveAttribute('aria-valuenow', '17');
  });

  it('says what unlocks each locked step: the step to finish, or the plan with a way to the plans (decision 1703)', async () => {
    const { user } = open('/steps');
    const previous = await screen.findByRole('button', { name: /Preparação para o mercado/ });
    expect(previous).toHaveTextContent('Conclua a etapa 1 para desbloquear');
    const gated = screen.getByRole('button', { name: /Mentoria/ });
    expect(gated).toHaveTextContent('Disponível no plano Profissional');
    await user.click(gated);
    expect(await screen.findByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('button', { name: /Fundamentos/ })).not.toHaveTextContent('desbloquear');
  });

  it('shows the promo when the steps call does not answer 200', async () => {
    server.use(http.get('*/api/v1/steps', () => HttpResponse.json<ErrorBody>({ message: 'Seu plano não inclui a Jornada.' }, { status: 403 })));
    open('/steps');
    expect(await screen.findByRole('heading', { name: 'Desbloqueie Sua Jornada Profissional' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute('href', '/plans');
  });
});

describe('course player (/step/:id)', () => {
  it('opens at the last accessible content, grades the quiz and marks each answer', async () => {
    const { user } = open(`/step/${COURSE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lógica de programação' })).toBeInTheDocument();
    const quiz = await screen.findByRole('form', { name: 'Quiz' });
    const submit = within(quiz).getByRole('button', { name: 'Enviar respostas' });
    expect(screen.getByRole('button', { name: 'Próximo conteúdo' })).toBeDisabled();
    // Small screens: the tree lives in a bottom drawer; locked contents are disabled there.
    await user.click(screen.getByRole('button', { name: 'Conteúdos do curso' }));
    const drawer = screen.getByRole('dialog', { name: 'Conteúdos do curso' });
    await user.click(within(drawer).getByRole('button', { name: /Tema 2/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Prática' }));
    expect(within(drawer).getByRole('button', { name: /Lista de exercícios/ })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));

    await user.click(within(quiz).getByLabelText('Uma sequência de passos'));
    expect(submit).toBeDisabled();
    await user.click(within(quiz).getByLabelText('A média'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Você obteve 50% de acerto. Você precisa de 70% para passar. Tente novamente!')).toBeInTheDocument();
    expect(within(quiz).getByText('Resposta correta')).toBeInTheDocument();
    expect(within(quiz).getByText('Resposta incorreta')).toBeInTheDocument();
    await waitFor(() => expect(trackedEvents.map((e) => e.data.event)).toEqual(expect.arrayContaining(['course_viewed', 'content_viewed'])));
    const viewed = trackedEvents.find((e) => e.data.event === 'content_viewed');
    expect(viewed?.data).toMatchObject({ course_uuid: COURSE_ID, content_uuid: quizDetail.uuid, topic_uuid: quizDetail.topic_uuid, theme_uuid: quizDetail.theme_uuid });
  });

  it("grades with the quiz's own pass mark and shows the chosen wrong alternative's feedback (decision 1605)", async () => {
    server.use(http.get('*/api/v1/steps/:courseId/contents/:contentId', () => HttpResponse.json({ data: { ...quizDetail, pass_percent: 100 } })));
    const { user } = open(`/step/${COURSE_ID}`);
    const quiz = await screen.findByRole('form', { name: 'Quiz' });
    await user.click(within(quiz).getByLabelText('Um computador'));
    await user.click(within(quiz).getByLabelText('As notas'));
    await user.click(within(quiz).getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Você obteve 50% de acerto. Você precisa de 100% para passar. Tente novamente!')).toBeInTheDocument();
    expect(within(quiz).getByText(/^Você acertou 1 de 2 perguntas \(50%\)\. A nota mínima é 100%/)).toHaveFocus();
    expect(within(quiz).getByRole('group', { name: '1. O que define um algoritmo?' })).toHaveAccessibleDescription(
      'Resposta incorreta Comentário da sua resposta: Um computador executa algoritmos, mas não os define.',
    );
  });

  it('clears the marks silently when verify fails', async () => {
    server.use(http.put('*/api/v1/steps/:courseId/contents/:contentId/verify', () => HttpResponse.json<ErrorBody>({ message: 'Erro' }, { status: 500 })));
    const { user } = open(`/step/${COURSE_ID}`);
    const quiz = await screen.findByRole('form', { name: 'Quiz' });
    await user.click(within(quiz).getByLabelText('Uma sequência de passos'));
    await user.click(within(quiz).getByLabelText('As notas'));
    await user.click(within(quiz).getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(within(quiz).getByRole('button', { name: 'Enviar respostas' })).toBeEnabled());
    expect(within(quiz).queryByText(/Resposta (correta|incorreta)/)).not.toBeInTheDocument();
    expect(screen.queryByText(/de acerto/)).not.toBeInTheDocument();
  });

  it('passing the last quiz completes the course (204) and shows the completion toast', async () => {
    const { user } = open(`/step/${COURSE_ID}`);
    const quiz = await screen.findByRole('form', { name: 'Quiz' });
    await user.click(within(quiz).getByLabelText('Uma sequência de passos'));
    await user.click(within(quiz).getByLabelText('As notas'));
    await user.click(within(quiz).getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Parabéns! 🎉 você passou o quiz com 100% de acerto!')).toBeInTheDocument();
    const toast = await screen.findByText('Parabéns! Você completou este módulo com sucesso!');
    expect(within(toast.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/steps');
  });

  it('after a passed quiz shows the message and moves on to the next content by itself', async () => {
    const [theme1, theme2] = courseDetail.themes;
    server.use(
      http.get('*/api/v1/steps/:courseId/contents/:contentId/next-content', () =>
        HttpResponse.json({
          data: {
            content: { ...downloadContent, is_accessible: true },
            topic: theme2!.topics[0],
            theme: theme2,
            course: { uuid: COURSE_ID, ended_at: null, progress: { total: 3, completed: 2 } },
          },
        }),
      ),
    );
    const { user } = open(`/step/${COURSE_ID}`);
    const quiz = await screen.findByRole('form', { name: 'Quiz' });
    expect(theme1).toBeDefined();
    await user.click(within(quiz).getByLabelText('Uma sequência de passos'));
    await user.click(within(quiz).getByLabelText('As notas'));
    await user.click(within(quiz).getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Parabéns! 🎉 você passou o quiz com 100% de acerto!')).toBeInTheDocument();
    // No click on 'Próximo conteúdo': the player opened the next content.
    expect(await screen.findByRole('heading', { level: 2, name: 'Lista de exercícios' })).toBeInTheDocument();
  });

  it("an exam's pass message says 'prova'", async () => {
    const exam = { ...quizContent, title: 'Prova final', type: 'exam' };
    const examCourse = {
      ...courseDetail,
      themes: courseDetail.themes.map((th) => ({ ...th, topics: th.topics.map((tp) => ({ ...tp, contents: tp.contents.map((c) => (c.uuid === quizContent.uuid ? exam : c)) })) })),
    };
    server.use(
      http.get('*/api/v1/steps/:courseId', () => HttpResponse.json({ data: examCourse })),
      http.get('*/api/v1/steps/:courseId/contents/:contentId', () => HttpResponse.json({ data: { ...quizDetail, title: 'Prova final', type: 'exam' } })),
    );
    const { user } = open(`/step/${COURSE_ID}`);
    const form = await screen.findByRole('form', { name: 'Prova' });
    await user.click(within(form).getByLabelText('Uma sequência de passos'));
    await user.click(within(form).getByLabelText('As notas'));
    await user.click(within(form).getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Parabéns! 🎉 você passou a prova com 100% de acerto!')).toBeInTheDocument();
    expect(screen.queryByText(/passou o quiz/)).not.toBeInTheDocument();
  });

  it('sends an unknown course to /404', async () => {
    const { router } = open('/step/00000000-0000-4000-8000-000000000000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('module preview', () => {
  it('preselects the first content, names unsupported types and disables locked contents', async () => {
    const { user } = open(`/modules/preview/${COURSE_ID}`);
    expect(await screen.findByText('Tipo de conteúdo não suportado: podcast')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conteúdos do módulo' }));
    expect(within(screen.getByRole('dialog', { name: 'Conteúdos do módulo' })).getByRole('button', { name: /Texto bloqueado/ })).toBeDisabled();
  });

  it('shows a quiz read only, asks to answer it in the course and never congratulates', async () => {
    const [theme] = previewModule.themes;
    const [topic] = theme!.topics;
    const quiz = { uuid: 'e0000000-0000-4000-8000-000000000009', title: 'Quiz: algoritmos', type: 'quiz', order: 0, isLocked: false, content: quizQuestions };
    server.use(
      http.get('*/api/v1/steps/modules/:id/preview', () => HttpResponse.json({ data: { ...previewModule, themes: [{ ...theme, topics: [{ ...topic, contents: [quiz] }] }] } })),
    );
    open(`/modules/preview/${COURSE_ID}`);
    const form = await screen.findByRole('form', { name: 'Quiz' });
    expect(within(form).getByText('Responda a este quiz ao iniciar o curso.')).toBeInTheDocument();
    expect(within(form).getByText(/O que define um algoritmo\?/)).toBeInTheDocument();
    for (const radio of within(form).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Enviar respostas' })).not.toBeInTheDocument();
    expect(screen.queryByText(/80%|Parabéns/)).not.toBeInTheDocument();
  });
});

describe('dashboard panel', () => {
  it('shows the steps in progress with percent and course counts', async () => {
    open('/dashboard');
    expect(await screen.findByRole('heading', { name: '1. Fundamentos' })).toBeInTheDocument();
    expect(screen.getByText('17%')).toBeInTheDocument();
    expect(screen.getByText('2 cursos · 0 concluídos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a jornada' })).toHaveAttribute('href', '/steps');
  });
});
