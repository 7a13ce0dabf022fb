import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fillRichText } from '../../../../test/rich-text.ts';
import { sampleJourney, serveJourney, uuid } from './journey-admin-fake.ts';

// The course screen (decisions 1603, 1604) against the editor's API answered by msw: the draft as
// one tree, editing in the side panel, creating a theme, topic and text content, reordering by
// keyboard, 'Mover para…', deleting with the dry run, the server's 422 beside the field, and
// 'Publicar' / 'Descartar rascunho' / 'Pré-visualizar como aluno'.

const LOGIC = `/admin/jornada/cursos/${uuid(11)}`;
const outline = () => screen.getByRole('navigation', { name: 'Estrutura do curso' });
const contentNames = (topic: string) =>
  within(within(outline()).getByRole('list', { name: `Conteúdos de ${topic}` }))
    .getAllByRole('listitem')
    // The row's label (title and type for assistive tech), without the question count beside it.
    .map((li) => li.querySelector('button > span.flex-1')!.textContent);

describe('Curso (console editor)', () => {
  it('shows the course as one tree with type icons, its state, and edits a content in the side panel', async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lógica de programação' })).toBeInTheDocument();
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    expect(within(outline()).getByRole('list', { name: 'Temas' })).toBeInTheDocument();
    expect(contentNames('Boas-vindas')).toEqual(['Leitura inicial, Texto', 'Vídeo de abertura, Vídeo']);
    expect(within(outline()).getByRole('button', { name: /Quiz de algoritmos, Quiz/ })).toHaveTextContent('1 pergunta');

    await user.click(within(outline()).getByRole('button', { name: 'Vídeo de abertura, Vídeo' }));
    const panel = screen.getByRole('region', { name: 'Conteúdo: Vídeo de abertura' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(outline()).getByRole('button', { name: 'Vídeo de abertura, Vídeo' })).toHaveAttribute('aria-current', 'true');
    const url = within(panel).getByRole('textbox', { name: 'Endereço do vídeo' });
    expect(url).toHaveValue('/media/abertura.mp4');

    // The browser checks the address as the server does (isLinkOrSitePath): nothing is sent.
    await user.clear(url);
    await user.type(url, '//outro-site.example/video.mp4');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conteúdo' }));
    expect(await within(panel).findByText('Informe o endereço do arquivo: um caminho do site (/media/...) ou um link http(s).')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'PATCH')).toBe(false);

    // The server's own 422 lands beside the same field.
    await user.clear(url);
    await user.type(url, 'https://bloqueado.example/v.mp4');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conteúdo' }));
    expect(await within(panel).findByText('Este endereço não é aceito.')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();

    await user.clear(url);
    await user.type(url, 'https://videos.example/abertura.mp4');
    const title = within(panel).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Abertura do curso');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conteúdo' }));
    expect(await screen.findByText('Conteúdo salvo no rascunho.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/admin/v1/journey/courses/${uuid(11)}/contents/${uuid(302)}`,
      body: { title: 'Abertura do curso', type: 'video', body: 'https://videos.example/abertura.mp4' },
    });
    expect(await screen.findByText('Alterações não publicadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });

  it("shows a quiz's question count and links 'Editar perguntas' to the quiz screen", async () => {
    serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: /Quiz de algoritmos, Quiz/ }));
    const panel = screen.getByRole('region', { name: 'Conteúdo: Quiz de algoritmos' });
    expect(within(panel).getByText('1 pergunta')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Editar perguntas' })).toHaveAttribute('href', `/admin/jornada/cursos/${uuid(11)}/quiz/${uuid(303)}`);
    // Turning it into a text would drop its questions: said before saving.
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Tipo' }), 'Texto');
    expect(within(panel).getByText('Ao salvar com este tipo, as 1 pergunta deste conteúdo são descartadas.')).toBeInTheDocument();
    expect(await within(panel).findByRole('textbox', { name: 'Texto' })).toHaveAttribute('contenteditable', 'true');
  });

  it('creates a theme, a topic in it and a text content in that topic, each then open in the panel', async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(`/admin/jornada/cursos/${uuid(13)}`, { session: demoSession });
    expect(await screen.findByText('Não publicado')).toBeInTheDocument();
    expect(within(outline()).getByText(/Nenhum tema ainda/)).toBeInTheDocument();

    await user.click(within(outline()).getByRole('button', { name: 'Novo tema' }));
    let panel = screen.getByRole('region', { name: 'Novo tema' });
    await user.type(within(panel).getByRole('textbox', { name: 'Nome' }), 'Preparação');
    await user.click(within(panel).getByRole('button', { name: 'Criar tema' }));
    panel = await screen.findByRole('region', { name: 'Tema: Preparação' });

    await user.click(within(panel).getByRole('button', { name: 'Adicionar tópico' }));
    panel = screen.getByRole('region', { name: 'Novo tópico em Preparação' });
    await user.type(within(panel).getByRole('textbox', { name: 'Nome' }), 'Currículo');
    await user.click(within(panel).getByRole('button', { name: 'Criar tópico' }));
    await screen.findByRole('region', { name: 'Tópico: Currículo' });

    await user.click(within(outline()).getByRole('button', { name: 'Adicionar conteúdo em Currículo' }));
    panel = screen.getByRole('region', { name: 'Novo conteúdo em Currículo' });
    await user.type(within(panel).getByRole('textbox', { name: 'Título' }), 'Como escrever');
    expect(within(panel).getByRole('combobox', { name: 'Tipo' })).toHaveValue('text');
    await fillRichText(await within(panel).findByRole('textbox', { name: 'Texto' }), '<p>Seja <strong>breve</strong>.</p>');
    await user.click(within(panel).getByRole('button', { name: 'Criar conteúdo' }));
    panel = await screen.findByRole('region', { name: 'Conteúdo: Como escrever' });
    expect((await within(panel).findByRole('textbox', { name: 'Texto' })).innerHTML).toBe('<p>Seja <strong>breve</strong>.</p>');
    expect(contentNames('Currículo')).toEqual(['Como escrever, Texto']);
    const posts = fake.calls.filter((c) => c.method === 'POST').map((c) => [c.path.split('/').at(-1), c.body]);
    expect(posts).toEqual([
      ['themes', { name: 'Preparação' }],
      ['topics', { theme_id: expect.any(String), name: 'Currículo' }],
      ['contents', { topic_id: expect.any(String), title: 'Como escrever', type: 'text', body: '<p>Seja <strong>breve</strong>.</p>' }],
    ]);
  });

  it("reorders contents by keyboard with an announcement, and moves a content to another topic with 'Mover para…'", async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    const up = await screen.findByRole('button', { name: 'Mover Vídeo de abertura para cima' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(contentNames('Boas-vindas')).toEqual(['Vídeo de abertura, Vídeo', 'Leitura inicial, Texto']));
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/admin/v1/journey/courses/${uuid(11)}/contents/${uuid(302)}/move`,
      body: { position: 1, parent_id: uuid(201) },
    });
    await waitFor(() => expect(screen.getByTestId('journey-announcer')).toHaveTextContent('Conteúdo Vídeo de abertura: posição 1 de 2.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover Vídeo de abertura para baixo' })).toHaveFocus());

    await user.click(within(outline()).getByRole('button', { name: 'Leitura inicial, Texto' }));
    const panel = screen.getByRole('region', { name: 'Conteúdo: Leitura inicial' });
    const to = within(panel).getByRole('combobox', { name: 'Mover para o tópico' });
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pensamento computacional › Boas-vindas', 'Pensamento computacional › Algoritmos']);
    await user.selectOptions(to, 'Pensamento computacional › Algoritmos');
    await user.click(within(panel).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(contentNames('Algoritmos')).toEqual(['Quiz de algoritmos, Quiz', 'Leitura inicial, Texto']));
    expect(fake.calls.at(-1)).toMatchObject({ body: { parent_id: uuid(202), position: 2 } });
    await waitFor(() => expect(screen.getByTestId('journey-announcer')).toHaveTextContent('Conteúdo Leitura inicial: posição 2 de 2 em Algoritmos.'));
  });

  it('deletes a theme from the draft after the dry run says what goes with it', async () => {
    const fake = serveJourney({ ...sampleJourney(), counts: { courses: 0, themes: 1, topics: 2, contents: 3, questions: 1, learners_with_progress: 4 } });
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Tema: Pensamento computacional' }));
    const panel = screen.getByRole('region', { name: 'Tema: Pensamento computacional' });
    await user.click(within(panel).getByRole('button', { name: 'Excluir Pensamento computacional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o tema "Pensamento computacional"?' });
    expect(await within(dialog).findByText('Vai junto: 1 tema, 2 tópicos, 3 conteúdos, 1 pergunta, 4 alunos com progresso.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent("A exclusão fica no rascunho e vale para os alunos ao 'Publicar'.");
    expect(fake.calls.at(-1)!.path).toBe(`/api/admin/v1/journey/courses/${uuid(11)}/themes/${uuid(101)}?dry_run=true`);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(outline()).queryByRole('button', { name: 'Tema: Pensamento computacional' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Nome e descrição do curso' })).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/admin/v1/journey/courses/${uuid(11)}/themes/${uuid(101)}` });
  });

  it("publishes with the answer's counts in a toast; a refused publish marks the contents to fix", async () => {
    serveJourney({ ...sampleJourney(), failPublish: { [`contents.${uuid(303)}`]: '"Quiz de algoritmos" precisa de pelo menos uma pergunta.' } });
    const { user } = renderApp(`/admin/jornada/cursos/${uuid(12)}`, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O curso não pode ser publicado: corrija os conteúdos indicados.');
    expect(alert).toHaveTextContent('precisa de pelo menos uma pergunta');

    const fake = serveJourney(sampleJourney());
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Curso publicado: 0 itens adicionados, 0 atualizados, 1 removido.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/admin/v1/journey/courses/${uuid(12)}/publish` });
    await waitFor(() => expect(screen.getByText('Publicado')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("marks a refused publish's contents in the tree and opens one from the message", async () => {
    serveJourney({ ...sampleJourney(), failPublish: { [`contents.${uuid(303)}`]: '"Quiz de algoritmos" precisa de pelo menos uma pergunta.' } });
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Nome e descrição do curso' }));
    const name = within(screen.getByRole('region', { name: 'Nome e descrição do curso' })).getByRole('textbox', { name: 'Nome do curso' });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Publicar' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Quiz de algoritmos, Quiz, não pode ser publicado/ })).toBeInTheDocument());
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Quiz de algoritmos' }));
    const panel = screen.getByRole('region', { name: 'Conteúdo: Quiz de algoritmos' });
    expect(within(panel).getByText('"Quiz de algoritmos" precisa de pelo menos uma pergunta.')).toBeInTheDocument();
  });

  it('discards the draft after confirming, and the course is back to its published version', async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(`/admin/jornada/cursos/${uuid(12)}`, { session: demoSession });
    expect(await screen.findByText('Alterações não publicadas')).toBeInTheDocument();
    expect(within(outline()).queryByRole('list', { name: 'Temas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar o rascunho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar rascunho' }));
    expect(await screen.findByText('Rascunho descartado: o curso voltou à versão publicada.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/admin/v1/journey/courses/${uuid(12)}/draft` });
    expect(await within(outline()).findByRole('button', { name: 'Tema: Commits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
  });

  it("after 'Descartar rascunho' the course's form shows the published name and 'Salvar' does not write the discarded one back", async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Nome e descrição do curso' }));
    const name = () => within(screen.getByRole('form', { name: 'Nome e descrição do curso' })).getByRole('textbox', { name: 'Nome do curso' });
    await user.clear(name());
    await user.type(name(), 'Lógica (rascunho)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações não publicadas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar o rascunho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar rascunho' }));
    expect(await screen.findByText('Rascunho descartado: o curso voltou à versão publicada.')).toBeInTheDocument();
    await waitFor(() => expect(name()).toHaveValue('Lógica de programação'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { name: 'Lógica de programação' } }));
  });

  it('sets the workload certificates carry, checked like the server (whole hours, 1 to 999, or empty)', async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Nome e descrição do curso' }));
    const form = screen.getByRole('form', { name: 'Nome e descrição do curso' });
    const hours = within(form).getByRole('textbox', { name: /Carga horária \(horas\)/ });
    expect(hours).toHaveValue('');
    await user.type(hours, '1,5');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Informe a carga horária em horas inteiras, de 1 a 999, ou deixe em branco.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados do curso salvos: nome e descrição no rascunho; carga horária e habilidades já valem.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/api/admin/v1/journey/courses/${uuid(11)}`, body: { hours: 12 } });

    await user.clear(hours);
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { hours: null } }));
  });

  it("edits 'Habilidades que o curso ensina' with the tag input: Enter or comma adds, a repeat is refused, each tag removable (decision 1704)", async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Nome e descrição do curso' }));
    const form = screen.getByRole('form', { name: 'Nome e descrição do curso' });
    const skills = within(form).getByRole('textbox', { name: /Habilidades que o curso ensina/ });
    await user.type(skills, 'Lógica{Enter}Python,node.js{Enter}');
    await user.type(skills, 'NodeJS{Enter}');
    expect(within(form).getByText('“NodeJS” já está na lista.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remover habilidade Python' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/api/admin/v1/journey/courses/${uuid(11)}`, body: { skills: ['Lógica', 'node.js'] } }));
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lógica', 'node.js']);
  });

  it("'Retirar do ar' after confirming; 'Publicar' then brings the course back as it was", async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    expect(await screen.findByText('Publicado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retirar do ar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirar o curso do ar?' });
    expect(dialog).toHaveTextContent('O progresso deles e o rascunho ficam guardados');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar do ar' }));
    expect(await screen.findByText('Curso retirado do ar: os alunos não o veem mais. Publique para trazê-lo de volta.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/admin/v1/journey/courses/${uuid(11)}/withdraw` });
    expect(await screen.findByText('Não publicado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar do ar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Curso de volta ao ar, como estava.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/admin/v1/journey/courses/${uuid(11)}/publish` });
    expect(await screen.findByText('Publicado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirar do ar' })).toBeInTheDocument();
  });

  it("'Pré-visualizar como aluno' opens the learners' module preview built from the draft", async () => {
    serveJourney(sampleJourney());
    const { user, router } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('link', { name: 'Pré-visualizar como aluno' }));
    expect(router.state.location.pathname).toBe(`${LOGIC}/pre-visualizacao`);
    expect(await screen.findByText('Pré-visualização do módulo', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lógica de programação' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Leitura inicial/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar ao editor do curso' }));
    expect(router.state.location.pathname).toBe(LOGIC);
  });

  it('says when the course does not exist', async () => {
    serveJourney(sampleJourney());
    renderApp(`/admin/jornada/cursos/${uuid(99)}`, { session: demoSession });
    expect(await screen.findByText('Curso não encontrado.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a Jornada' })).toHaveAttribute('href', '/admin/jornada');
  });
});
