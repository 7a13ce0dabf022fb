import { screen, waitFor } from '@testing-library/react';
import type { Application } from '@rumo/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { makeJob } from './jobs-fixtures.ts';

const JOB = makeJob(7, { title: 'Engenheira de Dados', description: 'Primeira linha\nSegunda linha', expired_at: null, url: 'https://empresa.example/vaga' });

// The page also asks the applications API whether the user already applied (the route composes both features).
const applicationTo = (job: typeof JOB): Application => ({
  uuid: '10000000-0000-4000-8000-000000000007',
  status: 'open',
  created_at: '2026-11-12T12:00:00.000Z',
  updated_at: '2026-11-12T12:00:00.000Z',
  job: { uuid: job.uuid, title: job.title, company: job.company, city: job.city, state: job.state, salary: job.salary },
  history: [{ status: 'open', changed_at: '2026-11-12T12:00:00.000Z' }],
  notes: '',
  curriculum_uuid: null,
  contacts: [],
  next_step_date: null,
  next_step_time: null,
  last_moved_at: '2026-11-12T12:00:00.000Z',
  stale_days: null,
});
const page = (data: Application[]) => ({ data, meta: { total: data.length, per_page: 1, last_page: 1, current_page: 1 } });

function serve(job = JOB, { applied = false } = {}) {
  const posts: unknown[] = [];
  server.use(
    http.get(`*/api/v1/jobs/${job.uuid}`, () => HttpResponse.json({ data: job })),
    http.get('*/api/v1/applications', () => HttpResponse.json(page(applied ? [applicationTo(job)] : []))),
    http.post('*/api/v1/applications', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({ data: applicationTo(job) }, { status: 201 });
    }),
  );
  return posts;
}

const open = (uuid = JOB.uuid) => renderApp(`/jobs/${uuid}`, { session: demoSession });

describe('job detail', () => {
  it('shows every element of the spec and opens the external site safely in a new tab', async () => {
    const posts = serve();
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Engenheira de Dados' })).toBeInTheDocument();
    expect(screen.getByText('Primeira linha').tagName).toBe('P');
    expect(screen.getByText('Segunda linha').tagName).toBe('P');
    expect(screen.getByText('São Paulo - SP')).toBeInTheDocument();
    expect(screen.getByText('Vaga Direta')).toBeInTheDocument();
    expect(screen.getByText('Expira em')).toBeInTheDocument();
    expect(screen.getByText('Indeterminado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sobre a Empresa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/jobs');

    const go = screen.getByRole('link', { name: /Ir para o site da vaga/ });
    expect(go).toHaveAttribute('href', 'https://empresa.example/vaga');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();

    await user.click(go);
    await waitFor(() => expect(posts).toEqual([{ job_uuid: JOB.uuid }]));
    expect(await screen.findByText('Candidatura registrada! Acompanhe em Minhas Candidaturas.')).toBeInTheDocument();
  });

  it('shows the salary range, the PcD badge and the remote region, and applies through apply_url when set (decision 1503)', async () => {
    serve({
      ...JOB,
      salary: 8000,
      salary_max: 12000,
      work_model: 'remoto',
      remote_region: 'América Latina',
      affirmative: true,
      apply_url: 'https://ats.example/candidatura/7',
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Engenheira de Dados' });
    expect(screen.getByText(/^R\$\s8\.000 – R\$\s12\.000$/)).toBeInTheDocument();
    expect(screen.getByText('Vaga afirmativa para PcD')).toBeInTheDocument();
    expect(screen.getByText('Remoto: aberto a').nextElementSibling).toHaveTextContent('América Latina');
    expect(screen.getByRole('link', { name: /Ir para o site da vaga/ })).toHaveAttribute('href', 'https://ats.example/candidatura/7');
  });

  it("sends an unsafe apply_url to '/' even when the url is safe", async () => {
    serve({ ...JOB, apply_url: 'javascript:alert(1)' });
    open();
    const go = await screen.findByRole('link', { name: /Ir para o site da vaga/ });
    expect(go).toHaveAttribute('href', '/');
    expect(screen.queryByText('Vaga afirmativa para PcD')).toBeNull();
    expect(screen.queryByText('Remoto: aberto a')).toBeNull();
  });

  it("sends an unsafe url to '/' in the same tab", async () => {
    serve({ ...JOB, url: 'javascript:alert(1)' });
    open();
    const go = await screen.findByRole('link', { name: /Ir para o site da vaga/ });
    expect(go).toHaveAttribute('href', '/');
    expect(go).not.toHaveAttribute('target');
  });

  it("offers 'Candidatar-se' when the job has no url, and records the application", async () => {
    const posts = serve({ ...JOB, url: null, expired_at: '2027-03-05T12:00:00.000Z' });
    const { user } = open();
    expect(await screen.findByText('05/03/2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Candidatar-se' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByText('Candidatura registrada! Acompanhe em Minhas Candidaturas.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ir para o site da vaga/ })).toBeNull();
  });

  it('says when the user already applied', async () => {
    serve(JOB, { applied: true });
    open();
    expect(await screen.findByText(/Você se candidatou em/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas candidaturas' })).toHaveAttribute('href', '/applications');
  });

  it('tells an expired job apart and offers no apply button', async () => {
    serve({ ...JOB, is_expired: true, expired_at: '2026-01-10T12:00:00.000Z' });
    open();
    expect(await screen.findByText('Esta vaga expirou em 10/01/2026 e não recebe mais candidaturas.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ir para o site da vaga/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();
    // Said once (issue 13 item 9): no second 'não recebe mais candidaturas', no 'Expira em' in the past.
    expect(screen.getAllByText(/não recebe mais candidaturas/)).toHaveLength(1);
    expect(screen.getAllByText(/10\/01\/2026/)).toHaveLength(1);
    expect(screen.queryByText('Expira em')).toBeNull();
  });

  it("says 'Vaga preenchida' for a filled job and offers no apply button (decision 1402)", async () => {
    serve({ ...JOB, filled: true });
    open();
    expect(await screen.findByText('Vaga preenchida')).toBeInTheDocument();
    expect(screen.getByText('A empresa já preencheu esta vaga e ela não recebe mais candidaturas.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ir para o site da vaga/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();
    expect(screen.queryByText('Expira em')).toBeNull();
  });

  it("shows 'Estágio' once for an internship (contract type and seniority alike)", async () => {
    serve({ ...JOB, job_type: 'Estágio', seniority: 'Estágio' });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeInTheDocument();
    expect(screen.getAllByText('Estágio')).toHaveLength(1);
    expect(screen.queryByText('Senioridade')).toBeNull();
  });

  it('shows the not-found view for an unknown job', async () => {
    open('00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('A vaga que você está procurando não existe ou foi removida.')).toBeInTheDocument();
  });

  it('shows the load error when the server fails', async () => {
    server.use(http.get(`*/api/v1/jobs/${JOB.uuid}`, () => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })));
    open();
    expect(await screen.findByText('Não foi possível carregar os detalhes da vaga. Tente novamente mais tarde.')).toBeInTheDocument();
  });
});
