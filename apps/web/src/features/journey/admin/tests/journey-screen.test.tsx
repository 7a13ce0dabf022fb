import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { server } from '../../../../test/server.ts';
import { sampleJourney, serveJourney, uuid } from './journey-admin-fake.ts';

// 'Jornada' (decisions 1603, 1604) against the editor's API answered by msw: the tree with each
// course's state, the empty state, creating a step with its plan gate (and the server's 422 beside
// the field), reordering by keyboard, moving a course to another step, deleting with the dry run.

const stepCard = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
const names = (list: HTMLElement, level?: number) =>
  within(list)
    .getAllByRole(level ? 'heading' : 'link', level ? { level } : {})
    .map((e) => e.textContent);

/** How many GETs of `path` msw has seen from now on (the request passes on to its handler). */
function countRequests(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('Jornada (console)', () => {
  it('shows the steps in order, their plan gate, and each course with its content count and state', async () => {
    serveJourney(sampleJourney());
    renderApp('/admin/jornada', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jornada' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Etapas da Jornada' });
    expect(names(list, 2)).toEqual(['Começo', 'Carreira']);

    const first = await stepCard('Começo');
    expect(within(first).getByText('Sem exigência além da Jornada')).toBeInTheDocument();
    const courses = within(first).getByRole('list', { name: 'Cursos da etapa Começo' });
    expect(names(courses)).toEqual(['Lógica de programação', 'Git na prática']);
    const logic = within(courses).getByRole('link', { name: 'Lógica de programação' }).closest('li')!;
    expect(logic).toHaveTextContent('3 conteúdos');
    expect(within(logic).getByText('Publicado')).toBeInTheDocument();
    expect(within(logic).getByRole('link', { name: 'Lógica de programação' })).toHaveAttribute('href', `/admin/jornada/cursos/${uuid(11)}`);
    const git = within(courses).getByRole('link', { name: 'Git na prática' }).closest('li')!;
    expect(git).toHaveTextContent('0 conteúdos');
    expect(within(git).getByText('Alterações não publicadas')).toBeInTheDocument();

    const career = await stepCard('Carreira');
    expect(await within(career).findByText('Exige Mentoria')).toBeInTheDocument();
    expect(within(career).getByText('Não publicado')).toBeInTheDocument();
  });

  it("shows 'Nenhuma etapa ainda' and creates the first step with a plan gate; the server's 422 goes beside the field", async () => {
    const fake = serveJourney({ steps: [], courses: [] });
    const { user } = renderApp('/admin/jornada', { session: demoSession });
    expect(await screen.findByText('Nenhuma etapa ainda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar etapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova etapa' });
    const gate = within(dialog).getByRole('combobox', { name: /Exigência de plano/ });
    // Every plan feature but the journey itself, which every step already needs.
    await waitFor(() =>
      expect(
        within(gate)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sem exigência além da Jornada', 'Busca de vagas', 'Mentoria']),
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Repetida');
    await user.click(within(dialog).getByRole('button', { name: 'Criar etapa' }));
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    expect(await within(dialog).findByText('Já existe uma etapa com este nome.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.clear(name);
    await user.type(name, 'Mentoria em grupo');
    await user.selectOptions(gate, 'Mentoria');
    await user.click(within(dialog).getByRole('button', { name: 'Criar etapa' }));
    const card = await stepCard('Mentoria em grupo');
    expect(await within(card).findByText('Exige Mentoria')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Mentoria em grupo', description: '', required_feature: 'mentorship' } });
    expect(screen.queryByText('Nenhuma etapa ainda')).not.toBeInTheDocument();
  });

  it('reorders steps and courses from the keyboard, announces the new place and keeps the focus on the pressed button', async () => {
    const fake = serveJourney(sampleJourney());
    // The plan features are asked for once: the editor's writes do not touch them.
    const featureReads = countRequests('/api/v1/plans/features');
    const { user } = renderApp('/admin/jornada', { session: demoSession });
    const down = await screen.findByRole('button', { name: 'Mover a etapa Começo para baixo' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Etapas da Jornada' }), 2)).toEqual(['Carreira', 'Começo']));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/api/admin/v1/journey/steps/${uuid(1)}`, body: { position: 2 } });
    await waitFor(() => expect(screen.getByTestId('journey-announcer')).toHaveTextContent('Etapa Começo: posição 2 de 2.'));
    // At the end of the list 'para baixo' is off: the focus is on its twin.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover a etapa Começo para cima' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Mover Git na prática para cima' }));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Cursos da etapa Começo' }))).toEqual(['Git na prática', 'Lógica de programação']));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/api/admin/v1/journey/courses/${uuid(12)}`, body: { position: 1 } });
    expect(featureReads()).toBe(1);
  });

  it("moves a course to another step with 'Mover para…'", async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp('/admin/jornada', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Mover para… outra etapa: Git na prática' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover Git na prática' });
    expect(within(dialog).getByRole('combobox', { name: 'Etapa de destino' })).toHaveValue(uuid(2));
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Cursos da etapa Carreira' }))).toEqual(['Entrevistas', 'Git na prática']));
    expect(names(screen.getByRole('list', { name: 'Cursos da etapa Começo' }))).toEqual(['Lógica de programação']);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { step_id: uuid(2) } });
    await waitFor(() => expect(screen.getByTestId('journey-announcer')).toHaveTextContent('Curso Git na prática na etapa Carreira: posição 2.'));
  });

  it('asks the dry run first and shows what a delete takes along, then deletes', async () => {
    const fake = serveJourney({ ...sampleJourney(), counts: { courses: 2, themes: 3, topics: 0, contents: 12, questions: 0, learners_with_progress: 5 } });
    const { user } = renderApp('/admin/jornada', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Excluir a etapa Começo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a etapa "Começo"?' });
    expect(await within(dialog).findByText('Vai junto: 2 cursos, 3 temas, 12 conteúdos, 5 alunos com progresso.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/admin/v1/journey/steps/${uuid(1)}?dry_run=true` });
    expect(names(screen.getByRole('list', { name: 'Etapas da Jornada' }), 2)).toEqual(['Começo', 'Carreira']);

    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Começo' })).not.toBeInTheDocument());
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/admin/v1/journey/steps/${uuid(1)}` });
    expect(await screen.findByText('Etapa excluída.')).toBeInTheDocument();
  });

  it('shows a load error with a way to try again', async () => {
    serveJourney(sampleJourney());
    let fail = true;
    server.use(http.get('*/api/admin/v1/journey', () => (fail ? HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }) : HttpResponse.json({ data: [] }))));
    const { user } = renderApp('/admin/jornada', { session: demoSession });
    expect(await screen.findByText('Não foi possível carregar a Jornada.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma etapa ainda')).toBeInTheDocument();
  });

  it("is not in the menu of staff without 'content:edit'", async () => {
    serveJourney({ ...sampleJourney(), capabilities: ['console:access', 'users:read'] });
    renderApp('/admin', { session: demoSession });
    expect(await screen.findByRole('link', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jornada' })).not.toBeInTheDocument();
  });
});
