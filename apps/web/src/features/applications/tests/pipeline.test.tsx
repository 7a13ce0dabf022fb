import type { Application, Curriculum, UpdateApplicationDetailsRequest } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { defaultApplications, makeApplication } from './applications-fixtures.ts';
import { makeSavedJob } from './pipeline-fixtures.ts';

/** Saved jobs, the board and its panel (decision 1702), against msw answers shaped by the contract. */
// The board's panel lists the user's CVs, which the route takes from the curriculum feature: one, as GET /curriculum answers it.
const CV_ID = '6b1f4c2a-1d2e-4f3a-9b8c-7d6e5f4a3b2c';
const cvBackEnd: Curriculum = {
  uuid: CV_ID,
  name: 'CV Back-end',
  role: 'Desenvolvedora',
  role_description: 'APIs',
  location: 'Recife',
  state: 'PE',
  summary: '',
  worked_before: false,
  last_salary: null,
  formations: [],
  languages: [],
  experiences: [],
  skills: [],
  accepted_job_types: [],
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};
const open = (path: string) => renderApp(path, { session: demoSession });
const noCurricula = () => server.use(http.get('*/api/v1/curriculum', () => HttpResponse.json({ data: [] })));

function boardWith(saved = [makeSavedJob(1)], applications: Application[] = defaultApplications) {
  let state = { saved, applications };
  server.use(http.get('*/api/v1/applications/board', () => HttpResponse.json({ data: state })));
  return { set: (next: typeof state) => (state = next) };
}

const column = (name: string) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('li')!;

afterEach(() => vi.restoreAllMocks());

describe('the heart (Vagas salvas)', () => {
  it("saves a job from its card: aria-pressed and the label follow the server ('Salvar vaga' → 'Remover dos salvos')", async () => {
    const saved = new Set<string>();
    const calls: string[] = [];
    server.use(
      http.get('*/api/v1/saved-jobs/ids', () => HttpResponse.json({ data: [...saved] })),
      http.put('*/api/v1/saved-jobs/:jobId', ({ params }) => {
        calls.push(`PUT ${String(params.jobId)}`);
        saved.add(String(params.jobId));
        return HttpResponse.json({ data: makeSavedJob(1, { job: { ...makeSavedJob(1).job, uuid: String(params.jobId) } }) }, { status: 201 });
      }),
      http.delete('*/api/v1/saved-jobs/:jobId', ({ params }) => {
        calls.push(`DELETE ${String(params.jobId)}`);
        saved.delete(String(params.jobId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = open('/jobs');
    const heart = await screen.findByRole('button', { name: 'Salvar vaga: Analista de Dados' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Remover dos salvos: Analista de Dados' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed);
    expect(await screen.findByRole('button', { name: 'Salvar vaga: Analista de Dados' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual([expect.stringMatching(/^PUT /), expect.stringMatching(/^DELETE /)]);
  });

  it("lists saved jobs under 'Vagas salvas', a closed one with 'Vaga encerrada'", async () => {
    noCurricula();
    server.use(
      http.get('*/api/v1/saved-jobs', () =>
        HttpResponse.json({ data: [makeSavedJob(1), makeSavedJob(2, { is_closed: true })], meta: { total: 2, per_page: 20, last_page: 1, current_page: 1 } }),
      ),
    );
    open('/applications?visao=salvas');
    const list = await screen.findByText('Vaga salva 2');
    expect(within(list.closest('li')!).getByText('Vaga encerrada')).toBeInTheDocument();
    expect(within(screen.getByText('Vaga salva 1').closest('li')!).queryByText('Vaga encerrada')).toBeNull();
  });

  it("removing the last job of the last page shows the page before, not 'Nenhuma vaga salva'", async () => {
    noCurricula();
    // 21 saved jobs, 20 a page; removing the one on page 2 leaves one page.
    let saved = Array.from({ length: 21 }, (_, i) => makeSavedJob(i + 1));
    server.use(
      http.get('*/api/v1/saved-jobs', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const meta = { total: saved.length, per_page: 20, last_page: Math.max(1, Math.ceil(saved.length / 20)), current_page: page };
        return HttpResponse.json({ data: saved.slice((page - 1) * 20, page * 20), meta });
      }),
      http.delete('*/api/v1/saved-jobs/:jobId', ({ params }) => {
        saved = saved.filter((s) => s.job.uuid !== params.jobId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = open('/applications?visao=salvas');
    await user.click(await screen.findByRole('button', { name: 'Página 2' }));
    await user.click(await screen.findByRole('button', { name: 'Remover dos salvos: Vaga salva 21' }));
    expect(await screen.findByText('Vaga salva 20')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma vaga salva')).toBeNull();
  });
});

describe("'Tabela' / 'Quadro' toggle", () => {
  it('keeps the view in the URL and shows the board columns in pipeline order', async () => {
    noCurricula();
    boardWith();
    const { user, router } = open('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Quadro' }));
    await waitFor(() => expect(router.state.location.search).toBe('?visao=quadro'));
    const columns = within(await screen.findByRole('list', { name: 'Quadro de candidaturas' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.firstChild?.textContent);
    expect(columns).toEqual(['Salva', 'Candidatura enviada', 'Em análise', 'Entrevista', 'Teste técnico', 'Proposta', 'Aprovado', 'Não selecionado', 'Encerrada']);
    await user.click(screen.getByRole('tab', { name: 'Tabela' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('the board', () => {
  it("moves a card by keyboard with 'Mover para…', a status change, announced in the live region, focus kept", async () => {
    noCurricula();
    const board = boardWith([]);
    const moves: unknown[] = [];
    server.use(
      http.put('*/api/v1/applications/:uuid/status', async ({ params, request }) => {
        const body = (await request.json()) as { status: Application['status'] };
        moves.push({ uuid: params.uuid, ...body });
        const moved = defaultApplications.map((a) => (a.uuid === params.uuid ? { ...a, status: body.status } : a));
        board.set({ saved: [], applications: moved });
        return HttpResponse.json({ data: moved.find((a) => a.uuid === params.uuid) });
      }),
    );
    const { user } = open('/applications?visao=quadro');
    const menu = await screen.findByRole('button', { name: 'Mover para…: Desenvolvedora Back-end' });
    expect(within(column('Entrevista')).getByText('Desenvolvedora Back-end')).toBeInTheDocument();
    menu.focus();
    await user.keyboard('{Enter}');
    const options = screen.getByRole('list', { name: 'Etapas para Desenvolvedora Back-end' });
    expect(within(options).queryByRole('button', { name: 'Entrevista' })).toBeNull();
    expect(within(options).queryByRole('button', { name: 'Salva' })).toBeNull();
    // Arrow keys walk the stages: open → review → interview is skipped → test.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Teste técnico');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Desenvolvedora Back-end movida para Teste técnico.'));
    expect(moves).toEqual([{ uuid: defaultApplications[0]!.uuid, status: 'test' }]);
    await waitFor(() => expect(within(column('Teste técnico')).getByText('Desenvolvedora Back-end')).toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Mover para…: Desenvolvedora Back-end'));
  });

  it("moving a saved job out of 'Salva' creates its application, then sets the stage", async () => {
    noCurricula();
    const saved = makeSavedJob(5, { job: { ...makeSavedJob(5).job, title: 'Dev Salva' } });
    const board = boardWith([saved], []);
    const calls: string[] = [];
    const created = makeApplication(50, { job: { uuid: saved.job.uuid, title: 'Dev Salva', company: 'Empresa Salva', city: null, state: null, salary: null } });
    server.use(
      http.post('*/api/v1/applications', async ({ request }) => {
        calls.push(`POST ${((await request.json()) as { job_uuid: string }).job_uuid}`);
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
      http.put('*/api/v1/applications/:uuid/status', async ({ params, request }) => {
        const { status } = (await request.json()) as { status: Application['status'] };
        calls.push(`PUT ${String(params.uuid)} ${status}`);
        board.set({ saved: [], applications: [{ ...created, status }] });
        return HttpResponse.json({ data: { ...created, status } });
      }),
    );
    const { user } = open('/applications?visao=quadro');
    await user.click(await screen.findByRole('button', { name: 'Mover para…: Dev Salva' }));
    await user.click(screen.getByRole('button', { name: 'Em análise' }));
    await waitFor(() => expect(calls).toEqual([`POST ${saved.job.uuid}`, `PUT ${created.uuid} review`]));
    await waitFor(() => expect(within(column('Em análise')).getByText('Dev Salva')).toBeInTheDocument());
  });
});

describe('the card panel', () => {
  it('saves notes, the CV, a contact and the next step; a 422 shows beside its field', async () => {
    server.use(http.get('*/api/v1/curriculum', () => HttpResponse.json({ data: [cvBackEnd] })));
    boardWith([]);
    const sent: UpdateApplicationDetailsRequest[] = [];
    let refuse = true;
    server.use(
      http.put('*/api/v1/applications/:uuid/details', async ({ request }) => {
        const body = (await request.json()) as UpdateApplicationDetailsRequest;
        sent.push(body);
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ message: 'Os dados enviados são inválidos.', errors: { 'contacts.0.email': 'Informe um e-mail válido.' } }, { status: 422 });
        }
        return HttpResponse.json({ data: { ...defaultApplications[0]!, ...body } });
      }),
    );
    const { user } = open('/applications?visao=quadro');
    await user.click(await screen.findByRole('button', { name: 'Abrir detalhes: Desenvolvedora Back-end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desenvolvedora Back-end' });
    await user.type(within(dialog).getByLabelText(/Anotações/), 'Levar portfólio.');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'CV Back-end' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/Currículo usado/), 'CV Back-end');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar contato' }));
    await user.type(within(dialog).getByLabelText('Nome do contato 1'), 'Joana');
    await user.type(within(dialog).getByLabelText('E-mail do contato 1'), 'joana@');
    await user.type(within(dialog).getByLabelText(/Data do próximo passo/), '2030-03-15');
    await user.type(within(dialog).getByLabelText(/Horário/), '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail do contato 1')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText('E-mail do contato 1'));
    await user.type(within(dialog).getByLabelText('E-mail do contato 1'), 'joana@empresa.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({
      notes: 'Levar portfólio.',
      curriculum_uuid: CV_ID,
      contacts: [{ name: 'Joana', email: 'joana@empresa.com.br', phone: '', linkedin: '' }],
      next_step_date: '2030-03-15',
      next_step_time: '14:30',
    });
  });

  it('a 422 that names no field of the panel shows its message on top', async () => {
    noCurricula();
    boardWith([]);
    server.use(
      http.put('*/api/v1/applications/:uuid/details', () =>
        HttpResponse.json({ message: 'Esta candidatura não aceita mais alterações.', errors: { status: 'Candidatura arquivada.' } }, { status: 422 }),
      ),
    );
    const { user } = open('/applications?visao=quadro');
    await user.click(await screen.findByRole('button', { name: 'Abrir detalhes: Desenvolvedora Back-end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desenvolvedora Back-end' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta candidatura não aceita mais alterações.');
  });

  it("offers the follow-up draft with 'Sem resposta há N dias' and copies it (clipboard API, or the fallback)", async () => {
    noCurricula();
    const stale = makeApplication(8, {
      status: 'review',
      stale_days: 21,
      job: { uuid: '00000000-0000-4000-8000-000000000008', title: 'Engenheira de Dados', company: 'Dados S.A.', city: null, state: null, salary: null },
      contacts: [{ name: 'Joana Lima', email: 'joana@dados.com.br', phone: '', linkedin: '' }],
    });
    boardWith([], [stale]);
    const { user } = open('/applications?visao=quadro');
    // After user-event's setup, which puts its own clipboard on navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByText('Sem resposta há 21 dias')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir detalhes: Engenheira de Dados' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Escrever e-mail de acompanhamento' }));
    const draft = within(dialog).getByLabelText('Rascunho do e-mail') as HTMLTextAreaElement;
    expect(draft.value).toContain('Assunto: Acompanhamento da candidatura — Engenheira de Dados');
    expect(draft.value).toContain('Olá, Joana!');
    expect(draft.value).toContain('vaga de Engenheira de Dados na Dados S.A. em 18/11/2026');
    expect(draft.value).toContain(demoSession.user.name);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(draft.value);
    expect(await within(dialog).findByText('Copiado!')).toBeInTheDocument();

    // Without the clipboard API (plain http): a selected textarea and execCommand('copy').
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
