import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession, errorBody } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { CV_ID, curriculumApi, sampleCurriculum } from './curriculum-fixtures.ts';

function open(api = curriculumApi(), path = `/curriculum/${CV_ID}`) {
  server.use(...api.handlers);
  return { ...renderApp(path, { session: demoSession }), api };
}

const lastPut = (api: ReturnType<typeof curriculumApi>) => api.requests.filter((r) => r.method === 'PUT').at(-1)?.body as Record<string, unknown>;

describe('curriculum edit', () => {
  it("shows 'Carregando...', then the header, the four tabs and the information with 'Não especificado'", async () => {
    open();
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/curriculum');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Informações Pessoais', 'Experiências', 'Formações', 'Idiomas']);
    const info = screen.getByRole('region', { name: 'Informações Pessoais' });
    expect(within(info).getByText('Não especificado')).toBeInTheDocument();
    expect(within(info).getByText(/^R\$\s8\.500,50$/)).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it("lists experiences with dd/mm/yyyy dates and 'Cargo Atual' for the current one", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Experiências' }));
    expect(screen.getByText('01/03/2021 – Cargo Atual')).toBeInTheDocument();
    expect(screen.getByText('10/01/2018 – 20/12/2020')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeInTheDocument();
  });

  it("adds a current experience: 'Cargo Atual?' hides the end date and sends null; the description counter counts", async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('tab', { name: 'Experiências' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova Experiência' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O campo Cargo é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('O campo Empresa é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('O campo Descrição é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('O campo Data de início é obrigatório.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Cargo'), 'Tech Lead');
    await user.type(within(dialog).getByLabelText('Empresa'), 'Nuvem SA');
    await user.type(within(dialog).getByLabelText('Data de início'), '2024-05-02');
    await user.type(within(dialog).getByLabelText('Data de término'), '2024-01-01');
    const description = within(dialog).getByLabelText('Descrição');
    await user.click(description);
    await user.paste('d'.repeat(256));
    expect(within(dialog).getByText('256/255 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O campo Descrição deve ter no máximo 255 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByText('A data de término não pode ser anterior à data de início.')).toBeInTheDocument();

    await user.clear(description);
    await user.type(description, 'Liderança técnica.');
    expect(within(dialog).getByText('18/255 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cargo Atual?' }));
    expect(within(dialog).queryByLabelText('Data de término')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Currículo atualizado com sucesso!')).toBeInTheDocument();
    const body = lastPut(api);
    expect(body.experiences).toEqual([
      ...sampleCurriculum().experiences,
      { role: 'Tech Lead', company_name: 'Nuvem SA', description: 'Liderança técnica.', start_date: '2024-05-02', end_date: null },
    ]);
    // The rest of the CV travels unchanged, salary included because worked_before is true.
    expect(body).toMatchObject({ name: 'Ana Souza', worked_before: true, last_salary: 8500.5, formations: sampleCurriculum().formations });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tech Lead')).toBeInTheDocument();
  });

  it('edits a language in place (same uuid) and validates the level', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('tab', { name: 'Idiomas' }));
    await user.click(screen.getByRole('button', { name: 'Editar Espanhol' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Idioma' });
    expect(within(dialog).getByLabelText('Nível')).toHaveValue('B1-Intermediário');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione…', 'A1-Iniciante', 'A2-Básico', 'B1-Intermediário', 'B2-Intermediário Avançado', 'C1-Avançado', 'C2-Fluente']);
    await user.selectOptions(within(dialog).getByLabelText('Nível'), 'B2-Intermediário Avançado');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Currículo atualizado com sucesso!')).toBeInTheDocument();
    expect(lastPut(api).languages).toEqual([
      sampleCurriculum().languages[0],
      { uuid: 'a1000000-0000-4000-8000-000000000002', language: 'Espanhol', proficiency: 'B2-Intermediário Avançado' },
    ]);
  });

  it('adds a formation with the five graduation options and dd/mm/yyyy dates', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('tab', { name: 'Formações' }));
    expect(screen.getByText('01/02/2014 – 15/12/2018')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova Formação' });
    expect(
      within(within(dialog).getByLabelText('Graduação'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione…', 'Bacharelado', 'Mestrado', 'Doutorado', 'Técnico', 'Certificado']);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione a graduação: Bacharelado, Mestrado, Doutorado, Técnico ou Certificado.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Curso'), 'MBA em Produto');
    await user.selectOptions(within(dialog).getByLabelText('Graduação'), 'Certificado');
    await user.type(within(dialog).getByLabelText('Instituição'), 'FIAP');
    await user.type(within(dialog).getByLabelText('Data de início'), '2022-03-01');
    await user.type(within(dialog).getByLabelText('Data de término'), '2023-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('01/03/2022 – 01/03/2023')).toBeInTheDocument();
    expect((lastPut(api).formations as unknown[]).at(-1)).toEqual({
      name: 'MBA em Produto',
      graduation: 'Certificado',
      institution: 'FIAP',
      start_date: '2022-03-01',
      end_date: '2023-03-01',
    });
  });

  it('deletes an item after confirmation', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('tab', { name: 'Experiências' }));
    await user.click(screen.getByRole('button', { name: 'Excluir Estagiária - Agência Norte' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Excluir experiência' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Currículo atualizado com sucesso!')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/v1/curriculum/${CV_ID}/experiences/e1000000-0000-4000-8000-000000000002`]);
    await waitFor(() => expect(screen.queryByText('Agência Norte')).not.toBeInTheDocument());
  });

  it("edits the information: salary only with 'Sim' (required then), dropped with 'Não'", async () => {
    const { user, api } = open();
    await user.click(within(await screen.findByRole('region', { name: 'Informações Pessoais' })).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Informações Pessoais' });
    const salary = within(dialog).getByLabelText('Último salário (R$)');
    expect(salary).toHaveValue('8.500,50');
    await user.clear(salary);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText("O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Não' }));
    expect(within(dialog).queryByLabelText('Último salário (R$)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Currículo atualizado com sucesso!')).toBeInTheDocument();
    const body = lastPut(api);
    expect(body.worked_before).toBe(false);
    expect('last_salary' in body).toBe(false);
  });

  it("edits 'Habilidades' (tags: Enter or comma adds, a repeat by key is refused, each removable) and 'Tipos de contratação que aceito' (decision 1704)", async () => {
    const { user, api } = open();
    const info = await screen.findByRole('region', { name: 'Informações Pessoais' });
    expect(within(info).getByText('React, TypeScript')).toBeInTheDocument();
    expect(within(info).getByText('CLT, PJ')).toBeInTheDocument();
    await user.click(within(info).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Informações Pessoais' });
    expect(within(dialog).getByRole('list', { name: 'Habilidades: 2 de 50' })).toBeInTheDocument();
    const skills = within(dialog).getByRole('textbox', { name: /Habilidades/ });
    await user.type(skills, 'typescript{Enter}');
    expect(within(dialog).getByText('“typescript” já está na lista.')).toBeInTheDocument();
    await user.type(skills, 'Node.js,');
    await user.click(within(dialog).getByRole('button', { name: 'Remover habilidade React' }));
    expect(within(dialog).getByText('“React” removida.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'PJ' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Estágio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Currículo atualizado com sucesso!')).toBeInTheDocument();
    expect(lastPut(api)).toMatchObject({ skills: ['TypeScript', 'Node.js'], accepted_job_types: ['CLT', 'Estágio'] });
    expect(await within(info).findByText('TypeScript, Node.js')).toBeInTheDocument();
    expect(within(info).getByText('CLT, Estágio')).toBeInTheDocument();
  });

  it("on a refused save shows 'Erro ao atualizar currículo.' and the server's message in the form", async () => {
    const api = curriculumApi();
    server.use(
      http.put('*/api/v1/curriculum/:id', () =>
        HttpResponse.json(errorBody('Os dados enviados são inválidos.', { 'languages.1.language': 'O campo Idioma deve ter no máximo 60 caracteres.' }), { status: 422 }),
      ),
      ...api.handlers,
    );
    const { user } = renderApp(`/curriculum/${CV_ID}`, { session: demoSession });
    await user.click(await screen.findByRole('tab', { name: 'Idiomas' }));
    await user.click(screen.getByRole('button', { name: 'Editar Espanhol' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Idioma' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar currículo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ocorreu um erro ao salvar as alterações: Os dados enviados são inválidos.')).toBeInTheDocument();
    expect(within(dialog).getByText('O campo Idioma deve ter no máximo 60 caracteres.')).toBeInTheDocument();
  });

  it('a 422 on the information puts the server field errors beside their fields', async () => {
    const api = curriculumApi();
    server.use(
      http.put('*/api/v1/curriculum/:id', () =>
        HttpResponse.json(
          errorBody('Os dados enviados são inválidos. Verifique os campos destacados.', {
            name: 'Este nome já está em uso em outro currículo seu.',
            summary: 'O resumo contém um endereço que não é permitido.',
          }),
          { status: 422 },
        ),
      ),
      ...api.handlers,
    );
    const { user } = renderApp(`/curriculum/${CV_ID}`, { session: demoSession });
    await user.click(await within(await screen.findByRole('region', { name: 'Informações Pessoais' })).findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText('Este nome já está em uso em outro currículo seu.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Nome')).toHaveAccessibleDescription(expect.stringContaining('Este nome já está em uso'));
    expect(within(dialog).getByLabelText(/Resumo de qualificações/)).toHaveAccessibleDescription(expect.stringContaining('O resumo contém um endereço'));
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
  });

  it("a 422 naming another experience does not mark this one's fields", async () => {
    const api = curriculumApi();
    server.use(
      http.put('*/api/v1/curriculum/:id', () =>
        HttpResponse.json(
          errorBody('Os dados enviados são inválidos. Verifique os campos destacados.', {
            'experiences.0.description': 'Descrição da outra experiência recusada.',
            'experiences.1.company_name': 'Empresa recusada pelo servidor.',
          }),
          { status: 422 },
        ),
      ),
      ...api.handlers,
    );
    const { user } = renderApp(`/curriculum/${CV_ID}`, { session: demoSession });
    await user.click(await screen.findByRole('tab', { name: 'Experiências' }));
    await user.click(screen.getByRole('button', { name: 'Editar Estagiária - Agência Norte' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Experiência' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Empresa recusada pelo servidor.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Empresa')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Descrição')).not.toHaveAttribute('aria-invalid', 'true');
    // The other item's message is not lost: the inline message carries it.
    expect(within(dialog).getByText(/Descrição da outra experiência recusada\./)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Empresa recusada pelo servidor\./)).toHaveLength(1);
  });

  it('goes back to /curriculum when the CV cannot be loaded', async () => {
    const { router } = open(curriculumApi([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/curriculum'));
    expect(await screen.findByText('Currículo não encontrado.')).toBeInTheDocument();
  });
});
