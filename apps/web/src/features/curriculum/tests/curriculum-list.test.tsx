import { JOB_POSITIONS_STORAGE_KEY } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoSession, errorBody } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { curriculumApi, positions, sampleCurriculum } from './curriculum-fixtures.ts';

function open(api = curriculumApi()) {
  server.use(...api.handlers);
  return { ...renderApp('/curriculum', { session: demoSession }), api };
}

describe('curriculum list', () => {
  it('shows each card with name, role, role description, worked before, last salary in R$ and the three counts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Currículos' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ana Souza' });
    expect(within(card).getByText('Desenvolvedora Front-end')).toBeInTheDocument();
    expect(within(card).getByText('Não especificado')).toBeInTheDocument();
    expect(within(card).getByText('Sim')).toBeInTheDocument();
    expect(within(card).getByText(/^R\$\s8\.500,50$/)).toBeInTheDocument();
    expect(within(card).getByText('1 formação')).toBeInTheDocument();
    expect(within(card).getByText('2 experiências')).toBeInTheDocument();
    expect(within(card).getByText('2 idiomas')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Editar Ana Souza' })).toHaveAttribute('href', `/curriculum/${sampleCurriculum().uuid}`);
    const preview = within(card).getByRole('link', { name: /Preview/ });
    expect(preview).toHaveAttribute('href', `/curriculum/${sampleCurriculum().uuid}/preview`);
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('validates the new CV form: required fields, summary counter and the salary rule', async () => {
    const { user, api } = open(curriculumApi([]));
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const form = screen.getByRole('form', { name: 'Novo Currículo' });
    expect(within(form).getByText('0/1000 caracteres')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Último salário (R$)')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Sim' }));
    await user.click(within(form).getByRole('button', { name: 'Criar currículo' }));
    expect(await within(form).findByText('O campo Nome é obrigatório.')).toBeInTheDocument();
    expect(within(form).getByText('O campo Cargo é obrigatório.')).toBeInTheDocument();
    expect(within(form).getByText('O campo Resumo é obrigatório.')).toBeInTheDocument();
    expect(within(form).getByText("O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Resumo de qualificações'), 'abc');
    expect(within(form).getByText('3/1000 caracteres')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('rejects a summary over 1000 characters in the form', async () => {
    const { user } = open(curriculumApi([]));
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const form = screen.getByRole('form', { name: 'Novo Currículo' });
    const summary = within(form).getByLabelText('Resumo de qualificações');
    await user.click(summary);
    await user.paste('x'.repeat(1001));
    expect(within(form).getByText('1001/1000 caracteres')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Criar currículo' }));
    expect(await within(form).findByText('O campo Resumo deve ter no máximo 1000 caracteres.')).toBeInTheDocument();
  });

  it("creates a CV (salary left out when 'Não'), shows 'Currículo criado com sucesso!' and closes the form", async () => {
    const { user, api } = open(curriculumApi([]));
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const form = screen.getByRole('form', { name: 'Novo Currículo' });
    await user.type(within(form).getByLabelText('Nome'), 'Bruno Lima');
    await user.type(within(form).getByRole('combobox', { name: 'Cargo' }), 'Analista de Dados');
    await user.type(within(form).getByLabelText('Resumo de qualificações'), 'SQL e Python.');
    await user.click(within(form).getByRole('radio', { name: 'Sim' }));
    await user.type(within(form).getByLabelText('Último salário (R$)'), '4.000,00');
    await user.click(within(form).getByRole('radio', { name: 'Não' }));
    // What compatibility compares (decision 1704): skills as tags, the contract types accepted.
    const skills = within(form).getByRole('textbox', { name: /Habilidades/ });
    await user.type(skills, 'SQL{Enter}Python,Power BI');
    await user.tab();
    expect(within(form).getByText(/Nenhum marcado: você aceita qualquer tipo de contratação/)).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'PJ' }));
    await user.click(within(form).getByRole('checkbox', { name: 'CLT' }));
    await user.click(within(form).getByRole('button', { name: 'Criar currículo' }));
    expect(await screen.findByText('Currículo criado com sucesso!')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.body).toEqual({
      name: 'Bruno Lima',
      role: 'Analista de Dados',
      role_description: null,
      location: null,
      state: null,
      summary: 'SQL e Python.',
      worked_before: false,
      skills: ['SQL', 'Python', 'Power BI'],
      accepted_job_types: ['CLT', 'PJ'],
      formations: [],
      languages: [],
      experiences: [],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Novo Currículo' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Bruno Lima' })).toBeInTheDocument();
  });

  it('shows the server field errors of a refused create next to the fields (and logs the failure)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = curriculumApi([]);
    // The first matching handler answers: overrides go before the fake API.
    server.use(
      http.post('*/api/v1/curriculum', () =>
        HttpResponse.json(errorBody('Os dados enviados são inválidos.', { name: 'O campo Nome deve ter no máximo 120 caracteres.' }), { status: 422 }),
      ),
      ...api.handlers,
    );
    const { user } = renderApp('/curriculum', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const form = screen.getByRole('form', { name: 'Novo Currículo' });
    await user.type(within(form).getByLabelText('Nome'), 'Nome');
    await user.type(within(form).getByRole('combobox', { name: 'Cargo' }), 'Dev');
    await user.type(within(form).getByLabelText('Resumo de qualificações'), 'Resumo.');
    await user.click(within(form).getByRole('button', { name: 'Criar currículo' }));
    expect(await within(form).findByText('O campo Nome deve ter no máximo 120 caracteres.')).toBeInTheDocument();
    expect(within(form).getByText('Ocorreu um erro ao salvar as alterações: Os dados enviados são inválidos.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('curriculum create failed', expect.anything());
  });

  it('suggests at most 10 positions (case-insensitive substring), caches the list and fills the field on pick', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const role = screen.getByRole('combobox', { name: 'Cargo' });
    await user.type(role, 'DESENVOLV');
    const list = await screen.findByRole('listbox', { name: 'Sugestões' });
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    await user.clear(role);
    await user.type(role, 'tecnico');
    const options = within(screen.getByRole('listbox', { name: 'Sugestões' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Técnico de Suporte']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(role).toHaveValue('Técnico de Suporte');
    expect(JSON.parse(localStorage.getItem(JOB_POSITIONS_STORAGE_KEY) ?? '[]')).toEqual(positions);
  });

  it('shows the cached positions at once and refreshes them from the API', async () => {
    localStorage.setItem(JOB_POSITIONS_STORAGE_KEY, JSON.stringify([{ id: 77, position: 'Cargo em Cache' }]));
    let calls = 0;
    // The API answers only when the test says so: the cached list must be usable before that.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = curriculumApi([]);
    server.use(
      http.get('*/api/v1/job-alerts/positions', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ data: positions });
      }),
      ...api.handlers,
    );
    const { user } = renderApp('/curriculum', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const role = screen.getByRole('combobox', { name: 'Cargo' });
    await user.type(role, 'cache');
    expect(within(screen.getByRole('listbox', { name: 'Sugestões' })).getByRole('option', { name: 'Cargo em Cache' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(JOB_POSITIONS_STORAGE_KEY) ?? '[]')).toEqual(positions));
    expect(calls).toBe(1);
  });

  it('keeps the role field working as free text when the positions call fails', async () => {
    const api = curriculumApi([]);
    server.use(
      http.get('*/api/v1/job-alerts/positions', () => HttpResponse.json(errorBody('Erro'), { status: 500 })),
      ...api.handlers,
    );
    const { user } = renderApp('/curriculum', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Novo Currículo' }));
    const role = screen.getByRole('combobox', { name: 'Cargo' });
    await user.type(role, 'Cargo inventado');
    expect(role).toHaveValue('Cargo inventado');
    expect(role).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks before deleting and reports success', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Excluir Ana Souza' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir currículo' });
    expect(within(dialog).getByText('Tem certeza que deseja excluir este currículo? Essa ação não pode ser desfeita.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Currículo deletado com sucesso!')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/v1/curriculum/${sampleCurriculum().uuid}`]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Souza' })).not.toBeInTheDocument());
  });

  it("says 'Erro ao deletar currículo.' when the delete fails", async () => {
    const api = curriculumApi();
    server.use(
      http.delete('*/api/v1/curriculum/:id', () => HttpResponse.json(errorBody('Falhou'), { status: 500 })),
      ...api.handlers,
    );
    const { user } = renderApp('/curriculum', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Excluir Ana Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao deletar currículo.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('imports a JSON Resume file and lists what was left out; refuses a file that is not one', async () => {
    const api = curriculumApi([]);
    let sent = '';
    server.use(
      http.post('*/api/v1/curriculum/import-json-resume', async ({ request }) => {
        sent = await request.text();
        if (!sent.includes('basics')) return HttpResponse.json(errorBody('O arquivo não é um JSON Resume válido.', { basics: 'Campo obrigatório.' }), { status: 422 });
        return HttpResponse.json(
          { data: sampleCurriculum({ name: 'Carla Mendes' }), warnings: ['Formação 1 ignorada: faltam curso, instituição, data de início ou de término.'] },
          { status: 201 },
        );
      }),
      ...api.handlers,
    );
    const { user } = renderApp('/curriculum', { session: demoSession });
    const input = await screen.findByLabelText('Importar JSON Resume');
    const resume = JSON.stringify({ basics: { name: 'Carla Mendes', label: 'Dev', summary: 'Resumo' } });
    await user.upload(input, new File([resume], 'resume.json', { type: 'application/json' }));
    expect(await screen.findByText('Currículo criado com sucesso!')).toBeInTheDocument();
    expect(sent).toBe(resume);
    expect(screen.getByText("Currículo 'Carla Mendes' importado.")).toBeInTheDocument();
    expect(screen.getByText('Formação 1 ignorada: faltam curso, instituição, data de início ou de término.')).toBeInTheDocument();

    await user.upload(input, new File(['{"name":"x"}'], 'outro.json', { type: 'application/json' }));
    expect(await screen.findAllByText('O arquivo não é um JSON Resume válido.')).not.toHaveLength(0);
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
  });
});
