import { draftQuestion, passPercent, type CourseDocument, type DraftContent } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoSession, errorBody } from '../../../../../test/fixtures.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { server } from '../../../../../test/server.ts';

// The console's 'Editar perguntas' (decision 1605) against the journey editor API answered by msw.
const EDITOR = ['console:access', 'content:edit'];
const COURSE = '00000000-0000-4000-8000-000000000001';
const QUIZ = '00000000-0000-4000-8000-000000000002';
const TEXT = '00000000-0000-4000-8000-000000000003';
const path = `/admin/jornada/cursos/${COURSE}/quiz/${QUIZ}`;

const quiz = (overrides: Partial<DraftContent> = {}): DraftContent => ({
  id: QUIZ,
  title: 'Quiz: HTTP',
  type: 'quiz',
  body: '',
  pass_percent: null,
  questions: [
    {
      id: '00000000-0000-4000-8000-000000000010',
      question: 'Qual status diz "não encontrado"?',
      alternatives: ['200', '404'],
      correct: '404',
      feedback: ['200 é sucesso.', ''],
      explanation: '',
    },
  ],
  ...overrides,
});

type Patch = { questions: z.infer<typeof draftQuestion>[]; pass_percent: number | null };

/** The course editor route over one course; PATCH checks the body with the contract, as the server does. */
function serve(content: DraftContent = quiz()) {
  let doc: CourseDocument = {
    name: 'Fundamentos da web',
    description: '',
    themes: [
      {
        id: 't1',
        name: 'Tema',
        topics: [{ id: 'tp1', name: 'Tópico', contents: [{ id: TEXT, title: 'Leitura', type: 'text', body: '', questions: [], pass_percent: null }, content] }],
      },
    ],
  };
  let version = 0;
  const calls = { patches: [] as Patch[], imports: [] as { url: string; type: string | null; body: string }[] };
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['editor'], capabilities: EDITOR } })),
    http.get('*/api/admin/v1/journey/courses/:id', ({ params }) =>
      params.id === COURSE
        ? HttpResponse.json({
            data: {
              id: COURSE,
              step_id: 's1',
              published_at: null,
              hours: null,
              skills: [],
              has_unpublished_changes: version > 0,
              draft_updated_at: version ? `2026-01-0${version}T00:00:00.000Z` : null,
              draft_updated_by: null,
              document: doc,
            },
          })
        : HttpResponse.json(errorBody('Curso não encontrado.'), { status: 404 }),
    ),
    http.patch('*/api/admin/v1/journey/courses/:id/contents/:contentId', async ({ request }) => {
      const body = (await request.json()) as Patch;
      calls.patches.push(body);
      const parsed = z.object({ questions: z.array(draftQuestion), pass_percent: passPercent }).safeParse(body);
      if (!parsed.success)
        return HttpResponse.json(errorBody('Os dados enviados são inválidos.', { [parsed.error.issues[0]!.path.join('.')]: parsed.error.issues[0]!.message }), { status: 422 });
      const saved = {
        ...content,
        pass_percent: parsed.data.pass_percent,
        questions: parsed.data.questions.map((q, i) => ({
          id: q.id ?? `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
          feedback: [],
          explanation: '',
          ...q,
        })) as DraftContent['questions'],
      };
      doc = { ...doc, themes: [{ ...doc.themes[0]!, topics: [{ ...doc.themes[0]!.topics[0]!, contents: [doc.themes[0]!.topics[0]!.contents[0]!, saved] }] }] };
      version++;
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.post('*/api/admin/v1/journey/courses/:id/contents/:contentId/questions/import', async ({ request }) => {
      const body = await request.text();
      calls.imports.push({ url: request.url, type: request.headers.get('content-type'), body });
      const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
      const broken = body.includes('{T}');
      const questions = [{ line: 1, question: 'Git _____ prepara um arquivo.', alternatives: ['push', 'add'], correct: 'add', feedback: ['', 'Isso!'], explanation: '' }];
      const errors = broken ? [{ line: 3, message: 'Pergunta de verdadeiro ou falso não é aceita.' }] : [];
      return HttpResponse.json({ data: { dry_run: dryRun, format: 'gift', questions, errors, added: dryRun ? 0 : 1 } });
    }),
  );
  return calls;
}

const open = () => renderApp(path, { session: demoSession });
const question = (n: number) => screen.getByRole('region', { name: `Pergunta ${n}` });

describe("console 'Editar perguntas'", () => {
  it('loads the quiz from the course draft, with the feedback beside each alternative and the default pass mark', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar perguntas' })).toBeInTheDocument();
    expect(screen.getByText(/Quiz “Quiz: HTTP” do curso Fundamentos da web/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o curso' })).toHaveAttribute('href', `/admin/jornada/cursos/${COURSE}`);
    expect(screen.getByLabelText('Nota mínima para aprovação (%)')).toHaveValue('');
    const first = question(1);
    expect(within(first).getByLabelText('Enunciado')).toHaveValue('Qual status diz "não encontrado"?');
    expect(within(first).getByLabelText('Alternativa 2')).toHaveValue('404');
    expect(within(first).getByRole('radio', { name: 'Correta (alternativa 2)' })).toBeChecked();
    expect(within(first).getByLabelText(/Feedback da alternativa 1/)).toHaveValue('200 é sucesso.');
  });

  it('adds a question with feedback per alternative, keyboard-reorders it and saves questions and pass mark to the draft', async () => {
    const calls = serve();
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Editar perguntas' });
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    const second = question(2);
    expect(within(second).getByLabelText('Enunciado')).toHaveFocus();
    await user.type(within(second).getByLabelText('Enunciado'), 'Qual comando prepara um arquivo?');
    await user.type(within(second).getByLabelText('Alternativa 1'), 'git push');
    await user.type(within(second).getByLabelText(/Feedback da alternativa 1/), 'O push envia ao remoto.');
    await user.type(within(second).getByLabelText('Alternativa 2'), 'git add');
    await user.click(within(second).getByRole('button', { name: 'Adicionar alternativa' }));
    expect(within(second).getByLabelText('Alternativa 3')).toHaveFocus();
    await user.type(within(second).getByLabelText('Alternativa 3'), 'git log');
    await user.click(within(second).getByRole('radio', { name: 'Correta (alternativa 2)' }));

    // Keyboard: 'Mover pergunta 2 para cima' with Enter; focus follows the question to its new place.
    within(second).getByRole('button', { name: 'Mover pergunta 2 para cima' }).focus();
    await user.keyboard('{Enter}');
    expect(within(question(1)).getByLabelText('Enunciado')).toHaveValue('Qual comando prepara um arquivo?');
    expect(within(question(1)).getByRole('button', { name: 'Mover pergunta 1 para baixo' })).toHaveFocus();

    await user.type(screen.getByLabelText('Nota mínima para aprovação (%)'), '80');
    expect(screen.getByText('Há alterações não salvas.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findByText(/Perguntas salvas no rascunho/)).toBeInTheDocument();
    expect(calls.patches).toEqual([
      {
        pass_percent: 80,
        questions: [
          {
            question: 'Qual comando prepara um arquivo?',
            alternatives: ['git push', 'git add', 'git log'],
            correct: 'git add',
            feedback: ['O push envia ao remoto.', '', ''],
            explanation: '',
          },
          {
            id: '00000000-0000-4000-8000-000000000010',
            question: 'Qual status diz "não encontrado"?',
            alternatives: ['200', '404'],
            correct: '404',
            feedback: ['200 é sucesso.', ''],
            explanation: '',
          },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Há alterações não salvas.')).not.toBeInTheDocument());
  });

  it('shows the errors beside the fields and sends nothing while the form breaks the rules', async () => {
    const calls = serve();
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Editar perguntas' });
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await user.type(within(question(2)).getByLabelText('Alternativa 1'), 'igual');
    await user.type(within(question(2)).getByLabelText('Alternativa 2'), 'igual ');
    await user.type(screen.getByLabelText('Nota mínima para aprovação (%)'), '101');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);

    expect(screen.getByLabelText('Nota mínima para aprovação (%)')).toHaveAccessibleDescription('De 1 a 100. Em branco, 70%. A nota mínima deve estar entre 1 e 100.');
    expect(within(question(2)).getByLabelText('Enunciado')).toHaveAccessibleDescription('O campo pergunta é obrigatório.');
    expect(within(question(2)).getByLabelText('Alternativa 2')).toHaveAccessibleDescription('As alternativas não podem se repetir.');
    expect(within(question(2)).getByRole('group', { name: 'Alternativas' })).toHaveAccessibleDescription(/Marque a alternativa correta\./);
    await waitFor(() => expect(screen.getByLabelText('Nota mínima para aprovação (%)')).toHaveFocus());
    expect(calls.patches).toEqual([]);
  });

  it('removes a question and an alternative (never below 2)', async () => {
    serve();
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Editar perguntas' });
    expect(within(question(1)).getByRole('button', { name: 'Remover alternativa 1' })).toBeDisabled();
    await user.click(within(question(1)).getByRole('button', { name: 'Remover pergunta 1' }));
    expect(screen.queryByRole('region', { name: 'Pergunta 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Perguntas (0)' })).toHaveFocus();
  });

  it("imports a GIFT file: the dry run's questions and errors first, then 'Adicionar N perguntas'", async () => {
    const calls = serve();
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Editar perguntas' });
    await user.click(screen.getByRole('button', { name: 'Importar perguntas' }));
    const dialog = screen.getByRole('dialog', { name: 'Importar perguntas' });

    await user.upload(within(dialog).getByLabelText('Arquivo de perguntas'), new File(['Git {~push =add} prepara.\n\nVerdade? {T}'], 'perguntas.gift', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Linha 3: Pergunta de verdadeiro ou falso não é aceita.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Adicionar 1 pergunta' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Arquivo de perguntas'), new File(['Git {~push =add} prepara um arquivo.'], 'perguntas.gift', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Git _____ prepara um arquivo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar 1 pergunta' }));
    expect(await screen.findByText('1 pergunta adicionada ao rascunho.')).toBeInTheDocument();
    expect(calls.imports.map((c) => [new URL(c.url).search, c.type])).toEqual([
      ['?format=gift&dry_run=true', 'text/plain; charset=utf-8'],
      ['?format=gift&dry_run=true', 'text/plain; charset=utf-8'],
      ['?format=gift&dry_run=false', 'text/plain; charset=utf-8'],
    ]);
    expect(calls.imports[2]!.body).toBe('Git {~push =add} prepara um arquivo.');
  });

  it('says when the content is not a quiz', async () => {
    serve(quiz({ type: 'video', questions: [] }));
    open();
    expect(await screen.findByText('Este conteúdo não é um quiz nem uma prova.')).toBeInTheDocument();
  });
});
