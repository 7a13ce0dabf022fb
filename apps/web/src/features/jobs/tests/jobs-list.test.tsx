import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-url-text-filter.ts';
import { advance, holdTimeouts, typeAtOnce, until } from '../../../test/clock.ts';
import { demoSession } from '../../../test/fixtures.ts';
import { gate } from '../../../test/gate.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { defaultJobs, jobsPage, makeJob } from './jobs-fixtures.ts';

/** Records the query string of every GET /v1/jobs. */
function recordJobRequests(answer = () => jobsPage(defaultJobs)) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/jobs', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer());
    }),
  );
  return seen;
}

const open = (path = '/jobs') => renderApp(path, { session: demoSession });

describe('jobs list', () => {
  it('shows a skeleton, then cards with captation badge and the empty-value texts', async () => {
    const answer = gate();
    server.use(
      http.get('*/api/v1/jobs', async () => {
        await answer.opened;
        return HttpResponse.json(jobsPage(defaultJobs));
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vagas' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('job-card-skeleton')).not.toHaveLength(0);
    answer.open();

    const first = (await screen.findByRole('link', { name: 'Desenvolvedor(a) React 1' })).closest('article')!;
    expect(first).toHaveTextContent('Nubank');
    expect(first).toHaveTextContent('São Paulo - SP');
    expect(first).toHaveTextContent('R$ 9.500');
    expect(within(first).getByText('Vaga Direta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desenvolvedor(a) React 1' })).toHaveAttribute('href', `/jobs/${defaultJobs[0]!.uuid}`);

    const second = screen.getByRole('link', { name: 'Analista de Dados' }).closest('article')!;
    expect(second).toHaveTextContent('Confidencial');
    expect(second).toHaveTextContent('Local não informado');
    expect(second).not.toHaveTextContent('Confidential');
    expect(second).toHaveTextContent('A combinar');
    expect(within(second).getByText('Agregador')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Engenheira de Software' }).closest('article')!).getByText('Empresa', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('job-card-skeleton')).toHaveLength(0);
  });

  it('sends the search only after a 500 ms pause in typing, once, and keeps it in the URL', async () => {
    const seen = recordJobRequests();
    const { router } = open('/jobs?page=3');
    await screen.findByRole('link', { name: 'Desenvolvedor(a) React 1' });
    expect(seen).toHaveLength(1);
    const searches = () => seen.filter((p) => p.has('query'));

    // Typing takes no time on the held clock; the pause is what the test advances (docs/decisions/0711).
    holdTimeouts();
    typeAtOnce(screen.getByLabelText('Buscar'), 'react native');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(searches()).toHaveLength(0);

    await advance(1);
    await until(() => expect(searches()).toHaveLength(1));
    const sent = searches()[0]!;
    expect(sent.get('query')).toBe('react native');
    // A new search starts at page 1.
    expect(sent.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?query=react+native');
    await advance(SEARCH_DEBOUNCE_MS + 100);
    expect(searches()).toHaveLength(1);
  });

  it('restores search, filters and page from the URL', async () => {
    const seen = recordJobRequests(() => jobsPage(defaultJobs, { last_page: 4, current_page: 2, total: 40 }));
    open('/jobs?query=java&state=RJ&work_model=remoto&page=2');
    expect(await screen.findByText('Página 2 de 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toHaveValue('java');
    const params = Object.fromEntries(seen[0]!);
    expect(params).toEqual({ page: '2', query: 'java', state: 'RJ', work_model: 'remoto' });
    // Groups with an active choice start open and name it.
    expect(screen.getByRole('button', { name: /Estado\s*Rio de Janeiro \(RJ\)/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: /Remoto/ })).toBeChecked();
  });

  it('filters by state and city from the API options (with counts), resetting to page 1', async () => {
    const seen = recordJobRequests(() => jobsPage(defaultJobs, { last_page: 5, current_page: 3 }));
    const { user, router } = open('/jobs?page=3');
    const estado = await screen.findByRole('button', { name: 'Estado' });
    expect(estado).toHaveAttribute('aria-expanded', 'false');
    await user.click(estado);
    expect(estado).toHaveAttribute('aria-expanded', 'true');
    const sp = screen.getByRole('radio', { name: 'São Paulo (SP) 120 vagas' });
    await user.click(sp);
    await waitFor(() => expect(router.state.location.search).toBe('?state=SP'));
    await waitFor(() => expect(seen.at(-1)!.get('state')).toBe('SP'));
    expect(seen.at(-1)!.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Cidade' }));
    await user.click(screen.getByRole('radio', { name: 'Campinas 30 vagas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=SP&city=Campinas'));

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('phones: one Filtros button counts the active filters and opens them in a sheet; "Ver N vagas" closes it (decision 1323)', async () => {
    recordJobRequests();
    const { user, router } = open('/jobs?state=SP&seniority=Pleno');
    const button = await screen.findByRole('button', { name: 'Filtros 2 ativos' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(sheet).getByRole('button', { name: 'Cidade' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Campinas 30 vagas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=SP&city=Campinas&seniority=Pleno'));
    expect(screen.getByRole('button', { name: 'Filtros 3 ativos' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: /^Ver [\d.]+ vagas$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
  });

  it("past the count cap says 'Mais de 10.000 vagas encontradas' and lists the filters' options without counts (decision 1801)", async () => {
    const none = (values: string[]) => values.map((value) => ({ value, count: -1 }));
    recordJobRequests(() =>
      jobsPage(defaultJobs, { total: 10_000, total_capped: true, last_page: 834 }, { states: none(['SP', 'RJ', 'AC']), cities: none(['São Paulo', 'Campinas']), affirmative: -1 }),
    );
    const { user } = open('/jobs?query=desenvolvedor');
    expect(await screen.findByText('Mais de 10.000 vagas encontradas')).toBeInTheDocument();
    // The PcD filter and every option, with no number beside them.
    expect(screen.getByRole('checkbox', { name: 'Vagas afirmativas para PcD' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Estado' }));
    expect(screen.getByRole('radio', { name: 'São Paulo (SP)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Acre (AC)' })).toBeInTheDocument();
    // The phone sheet's button says it too.
    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Filtros' })).getByRole('button', { name: 'Ver mais de 10.000 vagas' })).toBeInTheDocument();
  });

  it('cards show the salary range, the PcD badge and the remote region (decision 1503)', async () => {
    recordJobRequests(() =>
      jobsPage([
        makeJob(1, { salary: 8000, salary_max: 12000, affirmative: true, work_model: 'remoto', remote_region: 'Brasil' }),
        makeJob(2, { title: 'Consultora SAP', salary: 50, salary_max: 80, salary_period: 'hour' }),
        makeJob(3, { title: 'Engenheiro de Dados', salary: 5000, salary_currency: 'USD' }),
      ]),
    );
    open();
    const first = (await screen.findByRole('link', { name: 'Desenvolvedor(a) React 1' })).closest('article')!;
    expect(first).toHaveTextContent(/R\$\s8\.000 – R\$\s12\.000/);
    expect(within(first).getByText('Vaga afirmativa para PcD')).toBeInTheDocument();
    expect(within(first).getByText('Remoto · Brasil')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Consultora SAP' }).closest('article')!;
    expect(second).toHaveTextContent(/R\$\s50 – R\$\s80 por hora/);
    expect(within(second).queryByText('Vaga afirmativa para PcD')).toBeNull();
    expect(screen.getByRole('link', { name: 'Engenheiro de Dados' }).closest('article')!).toHaveTextContent(/A partir de US\$\s5\.000/);
  });

  it('filters by minimum salary and PcD jobs, kept in the URL and sent to the API; the phone sheet has them too', async () => {
    const seen = recordJobRequests();
    const { user, router } = open('/jobs?page=2');
    const pcd = await screen.findByRole('checkbox', { name: 'Vagas afirmativas para PcD 12 vagas' });
    await user.click(pcd);
    await waitFor(() => expect(router.state.location.search).toBe('?affirmative=true'));
    await waitFor(() => expect(seen.at(-1)!.get('affirmative')).toBe('true'));
    expect(seen.at(-1)!.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Salário mínimo (por mês)' }));
    await user.click(screen.getByRole('radio', { name: /^A partir de R\$\s8\.000$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?min_salary=8000&affirmative=true'));
    await waitFor(() => expect(seen.at(-1)!.get('min_salary')).toBe('8000'));
    expect(screen.getByRole('button', { name: 'Filtros 2 ativos' })).toBeInTheDocument();

    // A shared link with another minimum keeps it, shown without a count.
    await user.click(screen.getByRole('button', { name: 'Filtros 2 ativos' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(sheet).getByRole('checkbox', { name: /Vagas afirmativas para PcD/ })).toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: /Vagas afirmativas para PcD/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?min_salary=8000'));
  });

  it('restores a minimum salary that is not one of the choices from a shared link', async () => {
    const seen = recordJobRequests();
    open('/jobs?min_salary=4500&affirmative=true');
    expect(await screen.findByRole('radio', { name: /^A partir de R\$\s4\.500$/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Vagas afirmativas para PcD/ })).toBeChecked();
    expect(Object.fromEntries(seen[0]!)).toEqual({ page: '1', min_salary: '4500', affirmative: 'true' });
  });

  it('windows the page numbers and moves with Anterior / Próxima', async () => {
    const seen = recordJobRequests();
    server.use(
      http.get('*/api/v1/jobs', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const page = Number(params.get('page'));
        return HttpResponse.json(jobsPage([makeJob(page)], { last_page: 20, current_page: page, total: 240 }));
      }),
    );
    const { user, router } = open('/jobs?page=10');
    expect(await screen.findByText('Página 10 de 20')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '9', '10', '11', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=11'));
    expect(await screen.findByText('Página 11 de 20')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: /Anterior/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=10'));
    await user.click(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: 'Página 20' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=20'));
    expect(await screen.findByRole('button', { name: /Próxima/ })).toBeDisabled();
  });

  it("sends a page past the last one to the last page (URL replaced), never 'Página 99 de 21'", async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/v1/jobs', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        seen.push(String(page));
        return HttpResponse.json(jobsPage(page > 21 ? [] : [makeJob(page)], { last_page: 21, current_page: page, total: 251 }));
      }),
    );
    const { router } = open('/jobs?page=99&state=SP');
    expect(await screen.findByText('Página 21 de 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=21&state=SP');
    expect(screen.queryByText(/Página 99/)).not.toBeInTheDocument();
    expect(screen.getByText('251 vagas encontradas')).toBeInTheDocument();
    expect(seen).toContain('21');
  });

  it.each(['0', '-3', 'abc', '1.5'])('reads ?page=%s as page 1 and drops it from the URL', async (raw) => {
    const seen = recordJobRequests(() => jobsPage(defaultJobs, { last_page: 5, current_page: 1 }));
    const { router } = open(`/jobs?page=${raw}&query=react`);
    expect(await screen.findByText('Página 1 de 5')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?query=react'));
    expect(seen.every((params) => params.get('page') === null || params.get('page') === '1')).toBe(true);
  });

  it("an internship card shows 'Estágio' once", async () => {
    recordJobRequests(() => jobsPage([makeJob(1, { title: 'Estágio em Dados', job_type: 'Estágio', seniority: 'Estágio', work_model: 'remoto' })]));
    open();
    const card = await screen.findByRole('article');
    expect(
      within(within(card).getByRole('list', { name: 'Características' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Estágio', 'Remoto']);
  });

  it('shows every page number when there are 7 or fewer', async () => {
    recordJobRequests(() => jobsPage(defaultJobs, { last_page: 7, current_page: 1 }));
    open();
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(7);
    expect(within(nav).queryByText('…')).toBeNull();
  });

  it('shows the error banner when the list cannot load', async () => {
    server.use(http.get('*/api/v1/jobs', () => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })));
    open();
    expect(await screen.findByText('Não foi possível carregar as vagas. Tente novamente mais tarde.')).toBeInTheDocument();
  });
});
