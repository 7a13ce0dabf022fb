import { screen, waitFor, within } from '@testing-library/react';
import type { JobAdminDetail, JobAdminRow, JobBulkRequest } from '@rumo/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession, errorBody } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { server } from '../../../../test/server.ts';
import { changedFields, toLocalInput } from '../job-edit-form.tsx';

// The console's 'Vagas' (decision 1402): the queue, bulk actions (a rejection needs its 'Motivo'),
// the duplicate warning and the edit screen, against the API answered by msw.

const row = (n: number, overrides: Partial<JobAdminRow> = {}): JobAdminRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Analista de Dados ${n}`,
  company: 'Acme',
  city: 'Recife',
  state: 'PE',
  status: 'pending',
  filled: false,
  expired: false,
  rejection_reason: null,
  captation: 'company',
  created_at: '2026-11-20T12:00:00.000Z',
  published_at: '2026-11-20T12:00:00.000Z',
  duplicate_of: null,
  ...overrides,
});

const detail = (overrides: Partial<JobAdminDetail> = {}): JobAdminDetail => {
  const { duplicate_of: _duplicate, ...base } = row(1);
  return {
    ...base,
    description: 'Primeira linha',
    salary: 5000,
    salary_max: null,
    salary_currency: 'BRL',
    salary_period: 'month',
    url: 'https://acme.example/vaga',
    apply_url: null,
    remote_region: null,
    affirmative: false,
    job_type: 'CLT',
    work_model: 'remoto',
    seniority: 'Pleno',
    skills: ['SQL'],
    expired_at: null,
    filled_at: null,
    updated_at: '2026-11-20T12:00:00.000Z',
    external_id: 'acme-1',
    duplicates: [],
    history: [],
    ...overrides,
  };
};

function serve(rows: JobAdminRow[], { pending = rows.length } = {}) {
  const lists: URLSearchParams[] = [];
  const posts: JobBulkRequest[] = [];
  server.use(
    http.get('*/api/admin/v1/me', () =>
      HttpResponse.json({ data: { roles: ['moderator'], capabilities: ['console:access', 'users:read', 'jobs:moderate', 'sources:manage', 'tickets:manage'] } }),
    ),
    http.get('*/api/admin/v1/jobs/review-count', () => HttpResponse.json({ data: { pending } })),
    http.get('*/api/admin/v1/jobs', ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: rows, meta: { total: rows.length, per_page: 50, last_page: 1, current_page: 1 } });
    }),
    http.post('*/api/admin/v1/jobs/bulk', async ({ request }) => {
      const body = (await request.json()) as JobBulkRequest;
      posts.push(body);
      if (body.action === 'reject' && !body.reason)
        return HttpResponse.json(errorBody('Os dados enviados são inválidos.', { reason: 'Informe o motivo da rejeição.' }), { status: 422 });
      return HttpResponse.json({ data: { changed: body.ids.length } });
    }),
  );
  return { lists, posts };
}

const table = () => screen.findByRole('table', { name: 'Vagas' });

describe("console 'Vagas'", () => {
  it("opens on the queue ('Em revisão', oldest first) with its count in the menu and a duplicate warning", async () => {
    const { lists } = serve([row(1), row(2, { duplicate_of: { id: row(9).id, title: 'Analista de Dados (publicada)' } })], { pending: 7 });
    renderApp('/admin/vagas', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vagas' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(lists[0]?.get('status')).toBe('pending');
    expect(lists[0]?.get('sort')).toBe('created_at');
    expect(lists[0]?.get('order')).toBe('asc');
    expect(screen.getByRole('button', { name: 'Em revisão' })).toHaveAttribute('aria-pressed', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu da administração' });
    expect(await within(menu).findByText('7')).toBeInTheDocument();
    const warning = within(rows[2]!).getByRole('link', { name: 'Analista de Dados (publicada)' });
    expect(warning).toHaveAttribute('href', `/admin/vagas/${row(9).id}`);
    expect(within(rows[2]!).getByText(/Possível duplicata de/)).toBeInTheDocument();
  });

  it('asks the API for the chosen status and filters', async () => {
    const { lists } = serve([row(1)]);
    const { user } = renderApp('/admin/vagas', { session: demoSession });
    await table();
    await user.click(screen.getByRole('button', { name: 'Rejeitadas' }));
    await waitFor(() => expect(lists.at(-1)?.get('status')).toBe('rejected'));
    const filters = screen.getByRole('search', { name: 'Filtrar vagas' });
    await user.type(within(filters).getByLabelText('Buscar'), 'dados');
    await user.selectOptions(within(filters).getByLabelText('Estado'), 'PE');
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lists.at(-1)?.get('q')).toBe('dados'));
    expect(lists.at(-1)?.get('state')).toBe('PE');
    expect(lists.at(-1)?.get('status')).toBe('rejected');
  });

  it("a bulk rejection needs its 'Motivo': nothing is sent without one, then the reason goes with the chosen jobs", async () => {
    const { posts } = serve([row(1), row(2), row(3)]);
    const { user } = renderApp('/admin/vagas', { session: demoSession });
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Selecionar Analista de Dados 1' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Selecionar Analista de Dados 3' }));
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar 2 vagas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByText('Informe o motivo da rejeição.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Motivo/), '  Empresa não encontrada ');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(posts).toEqual([{ action: 'reject', ids: [row(1).id, row(3).id], reason: 'Empresa não encontrada' }]));
    expect(await screen.findByText('2 vagas rejeitadas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('2 selecionadas')).toBeNull();
  });

  it('says what happened even when the refetched queue no longer shows the chosen jobs (the last one rejected)', async () => {
    // As the server does: a decided job leaves the queue, so the selection (and its actions) goes
    // away with the refetch, before the request's own callbacks would have run.
    const decided = new Set<string>();
    serve([row(1)]);
    server.use(
      http.get('*/api/admin/v1/jobs', () => {
        const left = [row(1)].filter((r) => !decided.has(r.id));
        return HttpResponse.json({ data: left, meta: { total: left.length, per_page: 50, last_page: 1, current_page: 1 } });
      }),
      http.post('*/api/admin/v1/jobs/bulk', async ({ request }) => {
        const body = (await request.json()) as JobBulkRequest;
        body.ids.forEach((id) => decided.add(id));
        return HttpResponse.json({ data: { changed: body.ids.length } });
      }),
    );
    const { user } = renderApp('/admin/vagas', { session: demoSession });
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Selecionar Analista de Dados 1' }));
    await user.click(screen.getByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar 1 vaga?' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Oferta enganosa');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('1 vaga rejeitada.')).toBeInTheDocument();
    expect(screen.queryByText('1 selecionada')).toBeNull();
  });

  it("'Aprovar' publishes at once; 'Expirar' asks first and can be cancelled", async () => {
    const { posts } = serve([row(1), row(2)]);
    const { user } = renderApp('/admin/vagas', { session: demoSession });
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    await user.click(screen.getByRole('button', { name: 'Expirar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expirar 2 vagas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(posts).toEqual([{ action: 'approve', ids: [row(1).id, row(2).id] }]));
    expect(await screen.findByText('2 vagas aprovadas.')).toBeInTheDocument();
  });

  it('the edit screen shows the job, its duplicates and history, and saves only what changed', async () => {
    const job = detail({
      duplicates: [{ id: row(9).id, title: 'Analista de Dados', company: 'Acme', city: 'Recife' }],
      history: [
        { action: 'job.update', actor_email: 'moderadora@rumo.app', created_at: '2026-11-21T12:00:00.000Z', before: { title: 'X' }, after: { title: 'Analista de Dados 1' } },
      ],
    });
    serve([]);
    const patches: unknown[] = [];
    server.use(
      http.get(`*/api/admin/v1/jobs/${job.id}`, () => HttpResponse.json({ data: job })),
      http.patch(`*/api/admin/v1/jobs/${job.id}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        if (body.url === 'javascript:x') return HttpResponse.json(errorBody('Os dados enviados são inválidos.', { url: 'Link inválido.' }), { status: 422 });
        return HttpResponse.json({ data: { ...job, ...body, updated_at: '2026-11-22T12:00:00.000Z' } });
      }),
    );
    const { user } = renderApp(`/admin/vagas/${job.id}`, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analista de Dados 1' })).toBeInTheDocument();
    expect(screen.getByText('Em revisão')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analista de Dados' })).toHaveAttribute('href', `/admin/vagas/${row(9).id}`);
    expect(screen.getByText('moderadora@rumo.app', { exact: false })).toBeInTheDocument();

    const url = screen.getByLabelText(/Link da vaga/);
    await user.clear(url);
    await user.type(url, 'javascript:x');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Link inválido.')).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://acme.example/nova');
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Analista de Dados Sênior');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ title: 'Analista de Dados Sênior', url: 'https://acme.example/nova' }));
    expect(await screen.findByText('Vaga atualizada com sucesso!')).toBeInTheDocument();
  });

  it('changedFields sends nothing for an untouched form and clears an emptied optional field', () => {
    const job = detail({ expired_at: '2027-01-31T15:00:00.000Z' });
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      const base: Record<string, string> = {
        title: job.title,
        description: job.description,
        company: job.company ?? '',
        city: job.city ?? '',
        state: job.state ?? '',
        salary: String(job.salary),
        salary_max: '',
        salary_currency: job.salary_currency,
        salary_period: job.salary_period,
        url: job.url ?? '',
        apply_url: '',
        remote_region: '',
        job_type: job.job_type ?? '',
        work_model: job.work_model ?? '',
        seniority: job.seniority ?? '',
        skills: job.skills.join(', '),
        published_at: toLocalInput(job.published_at),
        expired_at: toLocalInput(job.expired_at),
      };
      for (const [name, value] of Object.entries({ ...base, ...values })) data.set(name, value);
      return data;
    };
    expect(changedFields(job, form({}))).toEqual({});
    expect(changedFields(job, form({ company: ' ', expired_at: '', salary: '5500,50', skills: 'SQL, Python' }))).toEqual({
      company: null,
      expired_at: null,
      salary: 5500.5,
      skills: ['SQL', 'Python'],
    });
    expect(
      changedFields(
        job,
        form({
          salary: '8.000,00',
          salary_max: '12000',
          salary_currency: 'usd',
          salary_period: 'year',
          apply_url: ' https://ats.example/1 ',
          remote_region: 'Brasil',
          affirmative: 'on',
        }),
      ),
    ).toEqual({ salary: 8000, salary_max: 12000, salary_currency: 'USD', salary_period: 'year', apply_url: 'https://ats.example/1', remote_region: 'Brasil', affirmative: true });
  });
});
