import {
  sourceCreateRequest,
  sourcePatchRequest,
  type SourceCreateRequest,
  type SourceDetail,
  type SourcePatchRequest,
  type SourceRun,
  type SourceSyncResponse,
  type SourceSyncState,
} from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession, errorBody } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { server } from '../../../../test/server.ts';

// The console's 'Fontes' (decision 1504) against the API answered by msw: the list, 'Nova fonte'
// with the server's 422 and 409, the settings, 'Sincronizar agora' and its polling, pause, removal
// behind its confirmation, and each run's rejections.

const MODERATOR = ['console:access', 'users:read', 'jobs:moderate', 'sources:manage', 'tickets:manage'];
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const run = (id: number, overrides: Partial<SourceRun> = {}): SourceRun => ({
  id,
  status: 'ok',
  started_at: '2026-11-20T15:00:00.000Z',
  finished_at: '2026-11-20T15:02:05.000Z',
  fetched: 12,
  created: 3,
  updated: 1,
  unchanged: 7,
  expired: 0,
  republished: 0,
  rejected: 1,
  rejections: [{ source_job_id: 'gh-77', reason: 'Sem título.' }],
  error: null,
  ...overrides,
});

const source = (n: number, overrides: Partial<SourceDetail> = {}): SourceDetail => ({
  id: uuid(n),
  kind: 'greenhouse',
  key: `empresa${n}`,
  name: `Empresa ${n}`,
  base_url: null,
  trust: 'auto',
  interval_minutes: 360,
  enabled: true,
  next_sync_at: '2026-11-20T21:00:00.000Z',
  created_at: '2026-11-01T12:00:00.000Z',
  active_jobs: 42,
  syncing: false,
  last_run: null,
  runs: [],
  ...overrides,
});

type Calls = { creates: SourceCreateRequest[]; patches: SourcePatchRequest[]; syncs: string[]; removes: string[]; details: number };

/**
 * The sources API as the contract says, over an in-memory list; `afterSync` changes a source when
 * it is synced (the scheduler's part). Requests that break the contract are refused as the server would.
 */
function serve(
  initial: SourceDetail[],
  {
    capabilities = MODERATOR,
    afterSync,
    syncState = 'queued',
  }: { capabilities?: string[]; afterSync?: (s: SourceDetail, step: number) => SourceDetail; syncState?: SourceSyncState } = {},
) {
  let sources = initial;
  const calls: Calls = { creates: [], patches: [], syncs: [], removes: [], details: 0 };
  let syncStep = -1;
  const item = ({ runs: _runs, ...rest }: SourceDetail) => rest;
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['moderator'], capabilities } })),
    http.get('*/api/admin/v1/sources', () => HttpResponse.json({ data: sources.map(item) })),
    http.get('*/api/admin/v1/sources/:id', ({ params }) => {
      calls.details++;
      let found = sources.find((s) => s.id === params.id);
      if (found && syncStep >= 0 && afterSync) {
        found = afterSync(found, syncStep++);
        sources = sources.map((s) => (s.id === found!.id ? found! : s));
      }
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json(errorBody('Fonte não encontrada.'), { status: 404 });
    }),
    http.post('*/api/admin/v1/sources', async ({ request }) => {
      const body = (await request.json()) as SourceCreateRequest;
      calls.creates.push(body);
      const parsed = sourceCreateRequest.safeParse(body);
      if (!parsed.success)
        return HttpResponse.json(errorBody('Os dados enviados são inválidos.', { [String(parsed.error.issues[0]!.path[0])]: parsed.error.issues[0]!.message }), { status: 422 });
      if (parsed.data.key === 'nao-existe')
        return HttpResponse.json(errorBody('Os dados enviados são inválidos.', { key: 'Token do quadro inválido: use letras, números e hífens.' }), { status: 422 });
      if (sources.some((s) => s.kind === parsed.data.kind && s.key === parsed.data.key)) return HttpResponse.json(errorBody('Esta fonte já está cadastrada.'), { status: 409 });
      const created = source(99, { ...parsed.data, name: parsed.data.name ?? parsed.data.key, base_url: parsed.data.base_url ?? null, active_jobs: 0 });
      sources = [...sources, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.patch('*/api/admin/v1/sources/:id', async ({ params, request }) => {
      const body = (await request.json()) as SourcePatchRequest;
      calls.patches.push(body);
      const parsed = sourcePatchRequest.safeParse(body);
      if (!parsed.success)
        return HttpResponse.json(errorBody('Os dados enviados são inválidos.', { [String(parsed.error.issues[0]!.path[0])]: parsed.error.issues[0]!.message }), { status: 422 });
      sources = sources.map((s) => (s.id === params.id ? { ...s, ...parsed.data } : s));
      return HttpResponse.json({ data: sources.find((s) => s.id === params.id) });
    }),
    http.post('*/api/admin/v1/sources/:id/sync', ({ params }) => {
      calls.syncs.push(String(params.id));
      syncStep = 0;
      const answer: SourceSyncResponse = {
        data: { queued: true, state: syncState, message: syncState === 'waiting' ? 'Aguardando a sincronização em andamento terminar.' : 'Sincronização pedida.' },
      };
      return HttpResponse.json(answer, { status: 202 });
    }),
    http.delete('*/api/admin/v1/sources/:id', ({ params }) => {
      calls.removes.push(String(params.id));
      sources = sources.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const table = () => screen.findByRole('table', { name: 'Fontes' });

describe("console 'Fontes'", () => {
  it('lists every source with its kind, key, trust, state, last run in words, active jobs and next sync', async () => {
    serve([
      source(1, { last_run: run(5) }),
      source(2, {
        kind: 'github',
        key: 'frontendbr/vagas',
        name: 'Frontend BR',
        trust: 'review',
        enabled: false,
        active_jobs: 0,
        last_run: run(6, { status: 'failed', created: 0, updated: 0, rejected: 0, rejections: [], error: 'O servidor respondeu 500 depois de 3 tentativas.' }),
      }),
      // Its first sync holds its lease now.
      source(3, { name: 'Nova', last_run: null, syncing: true }),
    ]);
    renderApp('/admin/fontes', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fontes' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu da administração' });
    expect(within(menu).getByRole('link', { name: 'Fontes' })).toHaveAttribute('aria-current', 'page');

    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'Empresa 1' })).toHaveAttribute('href', `/admin/fontes/${uuid(1)}`);
    expect(first.getByText('Greenhouse')).toBeInTheDocument();
    expect(first.getByText('empresa1')).toBeInTheDocument();
    expect(first.getByText('Publicar automaticamente')).toBeInTheDocument();
    expect(first.getByText('Ativa')).toBeInTheDocument();
    expect(first.getByText('Concluída')).toBeInTheDocument();
    expect(first.getByText('3 novas · 1 atualizada · 0 expiradas · 1 rejeitada')).toBeInTheDocument();
    expect(first.getByText(/^20\/11\/2026 \d\d:\d\d$/, { selector: 'time[datetime="2026-11-20T15:00:00.000Z"]' })).toBeInTheDocument();
    expect(first.getByText('42')).toBeInTheDocument();
    expect(first.getByText('A cada 6 horas')).toBeInTheDocument();

    const second = within(rows[2]!);
    expect(second.getByText('GitHub (issues)')).toBeInTheDocument();
    expect(second.getByText('Revisar antes de publicar')).toBeInTheDocument();
    expect(second.getByText('Pausada')).toBeInTheDocument();
    expect(second.getByText('Falhou')).toBeInTheDocument();
    expect(second.getByText('Erro: O servidor respondeu 500 depois de 3 tentativas.')).toBeInTheDocument();
    // A failed run applied nothing: no counts to tell.
    expect(second.queryByText(/novas/)).not.toBeInTheDocument();
    expect(second.getByText('Pausada: não sincroniza')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Ainda não sincronizada')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Sincronizando…')).toBeInTheDocument();
    expect(screen.getByText('3 fontes')).toBeInTheDocument();
  });

  it("'Nova fonte' shows the key's meaning for the kind, puts a 422 beside its field, a 409 at the top, and opens the new source", async () => {
    const calls = serve([source(1)]);
    const { user, router } = renderApp('/admin/fontes', { session: demoSession });
    await table();
    await user.click(screen.getByRole('button', { name: 'Nova fonte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova fonte' });
    const key = within(dialog).getByLabelText('Chave');
    expect(key).toHaveAccessibleDescription('Token do quadro de vagas (ex.: nubank)');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'github');
    expect(key).toHaveAccessibleDescription('Repositório dono/nome (ex.: frontendbr/vagas)');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'greenhouse');
    expect(within(dialog).getByRole('radio', { name: /Publicar automaticamente/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Frequência')).toHaveValue('360');

    // The server refuses the key for this kind: its message goes beside 'Chave', which takes the focus.
    await user.type(key, 'nao-existe');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar fonte' }));
    expect(await within(dialog).findByText('Token do quadro inválido: use letras, números e hífens.')).toBeInTheDocument();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(key).toHaveFocus());
    expect(calls.creates).toEqual([{ kind: 'greenhouse', key: 'nao-existe', trust: 'auto', interval_minutes: 360 }]);

    // An address that is not http(s), behind 'Avançado': the details open to show its message.
    await user.clear(key);
    await user.type(key, 'acme');
    await user.click(within(dialog).getByText('Avançado'));
    await user.type(within(dialog).getByLabelText(/Endereço base/), 'ftp://acme.example');
    await user.click(within(dialog).getByText('Avançado'));
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar fonte' }));
    expect(await within(dialog).findByText('Endereço base inválido: use http:// ou https://.')).toBeVisible();

    // Already connected: 409, said at the top.
    await user.clear(within(dialog).getByLabelText(/Endereço base/));
    await user.clear(key);
    await user.type(key, 'empresa1');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar fonte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta fonte já está cadastrada.');

    await user.clear(key);
    await user.type(key, ' acme ');
    await user.type(within(dialog).getByLabelText(/Nome/), 'Acme');
    await user.click(within(dialog).getByRole('radio', { name: /Revisar antes de publicar/ }));
    await user.selectOptions(within(dialog).getByLabelText('Frequência'), '1440');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar fonte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/fontes/${uuid(99)}`));
    expect(calls.creates.at(-1)).toEqual({ kind: 'greenhouse', key: 'acme', name: 'Acme', trust: 'review', interval_minutes: 1440 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('Fonte Acme cadastrada. A primeira sincronização começa em instantes.')).toBeInTheDocument();
  });

  it('saves only the settings that changed, and shows a refused one beside its field', async () => {
    const calls = serve([source(1, { interval_minutes: 45, base_url: 'https://boards.example' })]);
    const { user } = renderApp(`/admin/fontes/${uuid(1)}`, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa 1' })).toBeInTheDocument();
    const settings = screen.getByRole('form', { name: 'Configurações' });
    // An interval set from the command line is kept among the choices.
    expect(within(settings).getByLabelText('Frequência')).toHaveValue('45');
    expect(within(settings).getByRole('option', { name: 'A cada 45 min' })).toBeInTheDocument();

    await user.click(within(settings).getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Nenhuma alteração para salvar.')).toBeInTheDocument();
    expect(calls.patches).toEqual([]);

    const name = within(settings).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'E');
    await user.click(within(settings).getByRole('button', { name: 'Salvar configurações' }));
    expect(await within(settings).findByText('O nome deve ter pelo menos 2 caracteres.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'mpresa Um');
    await user.clear(within(settings).getByLabelText(/Endereço base/));
    await user.selectOptions(within(settings).getByLabelText('Frequência'), '720');
    await user.click(within(settings).getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.patches.at(-1)).toEqual({ name: 'Empresa Um', base_url: null, interval_minutes: 720 }));
    expect(await screen.findByText('Configurações da fonte salvas.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa Um' })).toBeInTheDocument();
    expect(within(settings).queryByText('O nome deve ter pelo menos 2 caracteres.')).not.toBeInTheDocument();
  });

  it("'Sincronizar agora' asks the server, says so, and refetches the runs until the new run has ended", async () => {
    const finished = run(8, { created: 5, updated: 0, unchanged: 0, rejected: 0, rejections: [], started_at: '2026-11-21T15:00:00.000Z', finished_at: '2026-11-21T15:00:45.000Z' });
    const calls = serve([source(1, { runs: [run(7)], last_run: run(7) })], {
      // The scheduler takes the source: first a run 'Em andamento', then the same run ended.
      afterSync: (s, step) =>
        step === 0
          ? { ...s, runs: [run(8, { status: 'running', finished_at: null, started_at: finished.started_at }), ...s.runs] }
          : { ...s, runs: [finished, ...s.runs.slice(1)] },
    });
    const { user } = renderApp(`/admin/fontes/${uuid(1)}`, { session: demoSession });
    await screen.findByRole('heading', { level: 1, name: 'Empresa 1' });
    await user.click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    expect(await screen.findByText('Sincronização pedida.')).toBeInTheDocument();
    expect(calls.syncs).toEqual([uuid(1)]);
    const runs = screen.getByRole('table', { name: 'Sincronizações' });
    expect(await within(runs).findByText('Em andamento', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Sincronização em andamento: a lista abaixo se atualiza sozinha.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();

    // The next poll finds it ended; the screen stops watching.
    await waitFor(() => expect(within(runs).getAllByText('Concluída')).toHaveLength(2));
    expect(within(runs).getByText('Duração: 45 s')).toBeInTheDocument();
    const detailsSeen = calls.details;
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeEnabled();
    expect(screen.queryByText('Sincronização em andamento: a lista abaixo se atualiza sozinha.')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls.details).toBe(detailsSeen);
  });

  it("'Sincronizar agora' while another sync holds the source says it waits for that one, and watches it until it ends", async () => {
    const started = '2026-11-21T15:00:00.000Z';
    const calls = serve([source(1, { runs: [run(7)], last_run: run(7) })], {
      syncState: 'waiting',
      // Another instance had just taken the source when the screen asked: its run, then its end.
      afterSync: (s, step) =>
        step === 0
          ? { ...s, syncing: true, runs: [run(8, { status: 'running', finished_at: null, started_at: started }), ...s.runs] }
          : { ...s, syncing: false, runs: [run(8, { started_at: started, finished_at: '2026-11-21T15:00:30.000Z' }), ...s.runs.slice(1)] },
    });
    const { user } = renderApp(`/admin/fontes/${uuid(1)}`, { session: demoSession });
    await screen.findByRole('heading', { level: 1, name: 'Empresa 1' });
    await user.click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    expect(await screen.findByText('Aguardando a sincronização em andamento terminar.')).toBeInTheDocument();
    expect(calls.syncs).toEqual([uuid(1)]);
    expect(await screen.findByText('Aguardando a sincronização em andamento terminar: a lista abaixo se atualiza sozinha.')).toBeInTheDocument();
    expect(screen.getByText('Sincronizando…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();

    // The sync it waited for ends: no newer run is awaited, the screen stops watching.
    const runs = screen.getByRole('table', { name: 'Sincronizações' });
    await waitFor(() => expect(within(runs).getAllByText('Concluída')).toHaveLength(2));
    expect(screen.queryByText('Aguardando a sincronização em andamento terminar: a lista abaixo se atualiza sozinha.')).not.toBeInTheDocument();
    expect(screen.queryByText('Sincronizando…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeEnabled();
  });

  it('shows every count of each run, the error of a failed one, and its rejections with their reasons on demand', async () => {
    serve([
      source(1, {
        runs: [
          run(9, {
            rejected: 52,
            rejections: [
              { source_job_id: 'gh-12', reason: 'Modelo de vaga não preenchido (template).' },
              { source_job_id: null, reason: 'Sem título.' },
            ],
          }),
          run(8, { status: 'failed', fetched: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [], error: 'O quadro de vagas não respondeu em 30 s.' }),
          run(7, { status: 'not_modified', fetched: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [] }),
        ],
      }),
    ]);
    const { user } = renderApp(`/admin/fontes/${uuid(1)}`, { session: demoSession });
    const runs = await screen.findByRole('table', { name: 'Sincronizações' });
    expect(
      within(runs)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Início', 'Situação', 'Lidas', 'Novas', 'Atualizadas', 'Sem mudança', 'Expiradas', 'Republicadas', 'Rejeitadas']);
    const cells = within(runs).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(cells[0]).toHaveTextContent(/^20\/11\/2026 \d\d:\d\dDuração: 2 min 5 s$/);
    expect([...cells].slice(1).map((td) => td.textContent)).toEqual(['Concluída', '12', '3', '1', '7', '0', '0', '52']);
    expect(within(runs).getByText('Erro: O quadro de vagas não respondeu em 30 s.')).toBeInTheDocument();
    expect(within(runs).getByText('Sem mudanças')).toBeInTheDocument();

    const toggle = within(runs).getByRole('button', { name: /52 rejeitadas: ver os motivos/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(runs).queryByText('Sem título.')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getByText('gh-12')).toBeInTheDocument();
    expect(within(list).getByText('Modelo de vaga não preenchido (template).')).toBeInTheDocument();
    expect(within(list).getByText('sem identificador')).toBeInTheDocument();
    expect(within(list).getByText('Sem título.')).toBeInTheDocument();
    expect(within(list).getByText('E mais 50 não listadas (a sincronização guarda as primeiras 50).')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('52 rejeitadas: esconder os motivos');
    await user.click(toggle);
    expect(within(runs).queryByText('Sem título.')).not.toBeInTheDocument();
  });

  it("'Pausar' and 'Reativar' change only whether the source syncs", async () => {
    const calls = serve([source(1)]);
    const { user } = renderApp(`/admin/fontes/${uuid(1)}`, { session: demoSession });
    await screen.findByRole('heading', { level: 1, name: 'Empresa 1' });
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('Fonte pausada: não sincroniza até ser reativada.')).toBeInTheDocument();
    expect(calls.patches).toEqual([{ enabled: false }]);
    expect(await screen.findByText('Pausada: não sincroniza')).toBeInTheDocument();
    // A paused source is not synced on request either (the server answers 422).
    expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();
    expect(screen.getByText('Fonte pausada: reative para sincronizar.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Fonte reativada: volta a sincronizar no horário.')).toBeInTheDocument();
    expect(calls.patches).toEqual([{ enabled: false }, { enabled: true }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sincronizar agora' })).toBeEnabled());
  });

  it("'Remover fonte' says what happens to its jobs, can be cancelled, and removes it when confirmed", async () => {
    const calls = serve([source(1), source(2)]);
    const { user, router } = renderApp(`/admin/fontes/${uuid(1)}`, { session: demoSession });
    await screen.findByRole('heading', { level: 1, name: 'Empresa 1' });
    await user.click(screen.getByRole('button', { name: 'Remover fonte' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remover a fonte Empresa 1?' });
    expect(dialog).toHaveAccessibleDescription(/só esta fonte traz .* expiram e saem das buscas; as que outra fonte também traz continuam publicadas/);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.removes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remover fonte' }));
    dialog = await screen.findByRole('dialog', { name: 'Remover a fonte Empresa 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover fonte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fontes'));
    expect(calls.removes).toEqual([uuid(1)]);
    expect(await screen.findByText('Fonte Empresa 1 removida.')).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Empresa 2')).toBeInTheDocument();
  });

  it('is not in the menu, nor open, for staff without sources:manage', async () => {
    serve([source(1)], { capabilities: ['console:access', 'leads:read'] });
    renderApp('/admin/fontes', { session: demoSession });
    expect(await screen.findByText('Esta página da administração não existe ou não está disponível para o seu papel.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu da administração' });
    expect(within(menu).queryByRole('link', { name: 'Fontes' })).not.toBeInTheDocument();
  });
});
