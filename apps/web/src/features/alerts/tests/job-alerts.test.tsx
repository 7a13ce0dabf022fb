import { JOB_POSITIONS_STORAGE_KEY } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { alertsDb, resetAlertsDb } from '../test-handlers.ts';
import { positionsFixture } from './alerts-fixtures.ts';

const open = (path = '/job-alerts') => renderApp(path, { session: demoSession });
const cards = () => within(screen.getByRole('list', { name: 'Seus alertas' })).getAllByRole('article');
const dialog = () => screen.getByRole('dialog');

afterEach(() => resetAlertsDb());

describe('job alerts page', () => {
  it('shows the title, the button and a card per alert with its details and icon buttons', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alertas de Vagas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Alerta' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const first = within(cards()[0]!);
    expect(first.getByRole('heading', { name: 'Desenvolvedor Front-end' })).toBeInTheDocument();
    expect(first.getByText('CLT')).toBeInTheDocument();
    expect(first.getByText('São Paulo/SP')).toBeInTheDocument();
    expect(first.getByText(/^R\$\s5\.000,00 a R\$\s12\.000,00$/)).toBeInTheDocument();
    expect(first.getByText('Diária')).toBeInTheDocument();
    expect(first.getByText('Ativo')).toBeInTheDocument();
    expect(first.getByText('20/11/2026')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Editar alerta Desenvolvedor Front-end' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Excluir alerta Desenvolvedor Front-end' })).toBeInTheDocument();
    expect(within(cards()[1]!).getByText(/^A partir de R\$\s8\.000,00$/)).toBeInTheDocument();
    expect(within(cards()[2]!).getByText('Qualquer salário')).toBeInTheDocument();
    expect(within(cards()[2]!).getByText('Pausado')).toBeInTheDocument();
  });

  it("shows 'Nenhum alerta cadastrado' when there are none", async () => {
    resetAlertsDb([]);
    open();
    expect(await screen.findByText('Nenhum alerta cadastrado')).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar alertas' when the list fails", async () => {
    server.use(http.get('*/api/v1/job-alerts', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alertas de Vagas' })).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar alertas')).toBeInTheDocument();
    expect(screen.getAllByText('Erro ao carregar alertas')).toHaveLength(1);
  });

  it('creates an alert: position search with at most 10 suggestions, selects, toggle, success message', async () => {
    const { user } = open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Novo Alerta' }));
    expect(within(dialog()).getByRole('heading', { name: 'Criar Alerta' })).toBeInTheDocument();
    const position = await within(dialog()).findByRole('combobox', { name: 'Cargo' });
    await user.type(position, 'desenvolvedor');
    // The suggestions appear once the positions list has loaded, which under load can be after the typing.
    await waitFor(() => expect(within(within(dialog()).getByRole('listbox', { name: 'Cargos sugeridos' })).getAllByRole('option')).toHaveLength(10));
    await user.clear(position);
    await user.type(position, 'FRONT');
    const options = within(within(dialog()).getByRole('listbox', { name: 'Cargos sugeridos' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Desenvolvedor Front-end']);
    await user.click(options[0]!);
    expect(position).toHaveValue('Desenvolvedor Front-end');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Tipo de contratação' }), 'PJ');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Estado' }), 'RJ');
    await user.type(within(dialog()).getByRole('combobox', { name: 'Cidade' }), 'Niterói');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Salário mínimo \(R\$\)/ }), '6.000');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Frequência' }), 'Semanal');
    const active = within(dialog()).getByRole('switch', { name: 'Alerta ativo' });
    expect(active).toHaveAttribute('aria-checked', 'true');
    await user.click(active);
    expect(active).toHaveAttribute('aria-checked', 'false');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar' }));

    expect(await screen.findByText('Alerta criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(alertsDb.items[0]).toMatchObject({ city: 'Niterói', state: 'RJ', min_salary: 6000, max_salary: 0, frequency: 'weekly', is_active: false, job_type: { type: 'PJ' } });
    expect(within(cards()[0]!).getByText('Niterói/RJ')).toBeInTheDocument();
  });

  it('picks a position with the keyboard: arrows move, Enter chooses, Escape closes only the list', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
    const position = await within(dialog()).findByRole('combobox', { name: 'Cargo' });
    await user.type(position, 'dados');
    await waitFor(() => expect(position).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const listbox = within(dialog()).getByRole('listbox', { name: 'Cargos sugeridos' });
    expect(within(listbox).getByRole('option', { name: 'Engenheiro de Dados' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(position).toHaveValue('Engenheiro de Dados');
    await user.clear(position);
    await user.type(position, 'dev');
    await user.keyboard('{Escape}');
    expect(position).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('requires position, type, state and city, and a listed position', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
    await within(dialog()).findByRole('combobox', { name: 'Cargo' });
    await user.type(within(dialog()).getByRole('combobox', { name: 'Cargo' }), 'Astronauta');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog()).findByText('Selecione o cargo.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Selecione o tipo de contratação.')).toBeInTheDocument();
    expect(within(dialog()).getByText('O campo estado é obrigatório.')).toBeInTheDocument();
    expect(within(dialog()).getByText('O campo cidade é obrigatório.')).toBeInTheDocument();
    expect(alertsDb.items).toHaveLength(3);
  });

  it('edits an alert in the Editar Alerta modal', async () => {
    const { user } = open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Editar alerta Engenheiro de Dados' }));
    expect(within(dialog()).getByRole('heading', { name: 'Editar Alerta' })).toBeInTheDocument();
    expect(await within(dialog()).findByRole('combobox', { name: 'Cargo' })).toHaveValue('Engenheiro de Dados');
    const city = within(dialog()).getByRole('combobox', { name: 'Cidade' });
    expect(city).toHaveValue('Florianópolis');
    expect(within(dialog()).getByRole('textbox', { name: /^Salário mínimo \(R\$\)/ })).toHaveValue('8.000,00');
    await user.clear(city);
    await user.type(city, 'Joinville');
    await user.click(within(dialog()).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Alerta atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Joinville/SC')).toBeInTheDocument());
    expect(alertsDb.items.find((a) => a.id === 2)).toMatchObject({ city: 'Joinville', min_salary: 8000, frequency: 'weekly' });
  });

  it('Cancelar closes the modal without saving', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an alert after confirmation', async () => {
    const { user } = open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Excluir alerta Designer UX/UI' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Alerta removido com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it("shows 'Erro ao remover alerta' when deleting fails", async () => {
    server.use(http.delete('*/api/v1/job-alerts/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Excluir alerta Designer UX/UI' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao remover alerta')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });

  it.each([
    ['the server message', { message: 'Limite de alertas diários atingido. Tente novamente amanhã.' }, 'Limite de alertas diários atingido. Tente novamente amanhã.'],
    ['the fallback when the server sends none', {}, 'Limite de alertas diários atingido. Tente novamente amanhã.'],
    ['a different server message', { message: 'Calma! Tente amanhã.' }, 'Calma! Tente amanhã.'],
  ])('on 429 shows %s once, inside the modal (not behind its backdrop)', async (_label, body, expected) => {
    server.use(http.post('*/api/v1/job-alerts', () => HttpResponse.json(body, { status: 429 })));
    const { user } = open();
    await fillMinimalAlert(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getAllByText(expected)).toHaveLength(1);
  });

  it("shows 'Erro ao salvar alerta' and the field message on a 422", async () => {
    server.use(
      http.post('*/api/v1/job-alerts', () =>
        HttpResponse.json({ message: 'Inválido', errors: { job_position_id: 'Cargo não encontrado. Escolha um cargo da lista.' } }, { status: 422 }),
      ),
    );
    const { user } = open();
    await fillMinimalAlert(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog()).findByText('Erro ao salvar alerta')).toBeInTheDocument();
    expect(screen.getAllByText('Erro ao salvar alerta')).toHaveLength(1);
    expect(within(dialog()).getByText('Cargo não encontrado. Escolha um cargo da lista.')).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar dados' when the form's lists fail", async () => {
    server.use(http.get('*/api/v1/job-alerts/types', () => HttpResponse.json({ message: 'x' }, { status: 503 })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
    expect(await within(dialog()).findByText('Erro ao carregar dados')).toBeInTheDocument();
    expect(screen.getAllByText('Erro ao carregar dados')).toHaveLength(1);
  });

  it("caches the positions in browser storage under 'job-positions' and uses the cache", async () => {
    const { user, unmount } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
    await within(dialog()).findByRole('combobox', { name: 'Cargo' });
    expect(JSON.parse(localStorage.getItem(JOB_POSITIONS_STORAGE_KEY) ?? 'null')).toEqual(positionsFixture);
    unmount();
  });

  it('shows the cached positions before the server answers', async () => {
    localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify([{ id: 77, position: 'Cargo em Cache' }]));
    server.use(http.get('*/api/v1/job-alerts/positions', () => new Promise<never>(() => {})));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
    await user.type(await within(dialog()).findByRole('combobox', { name: 'Cargo' }), 'cache');
    expect(within(within(dialog()).getByRole('listbox', { name: 'Cargos sugeridos' })).getByRole('option', { name: 'Cargo em Cache' })).toBeInTheDocument();
  });
});

describe('dashboard panel', () => {
  it("shows the first 2 alerts read only and 'Criar alerta' opens the create modal on /job-alerts", async () => {
    const { user, router } = open('/dashboard');
    const panel = (await screen.findByRole('heading', { name: 'Alertas de vagas' })).closest('section')!;
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(within(panel).getByText('Desenvolvedor Front-end')).toBeInTheDocument();
    expect(within(panel).getByText('Engenheiro de Dados')).toBeInTheDocument();
    expect(within(panel).queryByText('Designer UX/UI')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Criar alerta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-alerts'));
    expect(await screen.findByRole('heading', { name: 'Criar Alerta' })).toBeInTheDocument();
  });

  it("says 'Nenhum alerta cadastrado' when there are none", async () => {
    resetAlertsDb([]);
    open('/dashboard');
    const panel = (await screen.findByRole('heading', { name: 'Alertas de vagas' })).closest('section')!;
    expect(await within(panel).findByText('Nenhum alerta cadastrado')).toBeInTheDocument();
  });
});

async function fillMinimalAlert(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Novo Alerta' }));
  const position = await within(dialog()).findByRole('combobox', { name: 'Cargo' });
  await user.type(position, 'Analista de QA');
  await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Tipo de contratação' }), 'CLT');
  await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Estado' }), 'SP');
  await user.type(within(dialog()).getByRole('combobox', { name: 'Cidade' }), 'Campinas');
}
