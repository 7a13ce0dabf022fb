import type { Curriculum, JobMatch } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { gate } from '../../../test/gate.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { COURSE_UUID, MATCH_CV, matchOn, sampleBreakdown } from './match-fixtures.ts';

// The first default job of the jobs feature's handlers.
const JOB_UUID = '00000000-0000-4000-8000-000000000001';
const path = `/jobs/${JOB_UUID}`;

const serveMatch = (match: JobMatch) => server.use(http.get('*/api/v1/jobs/:uuid/match', () => HttpResponse.json({ data: match })));
const cv = (skills: string[]): Curriculum => ({
  ...MATCH_CV,
  role: 'Desenvolvedora',
  role_description: null,
  location: null,
  state: 'SP',
  summary: 'Front-end.',
  worked_before: false,
  last_salary: null,
  formations: [],
  languages: [],
  experiences: [],
  skills,
  accepted_job_types: [],
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
});
const serveCvSkills = (skills: string[]) => server.use(http.get('*/api/v1/curriculum', () => HttpResponse.json({ data: [cv(skills)] })));
const section = () => screen.findByRole('region', { name: 'Compatibilidade com seu currículo' });

describe('job page: Compatibilidade com seu currículo (decision 1704)', () => {
  it('shows the score, the CV, each factor with its points and sentence, the skills had and missing with their courses', async () => {
    serveMatch(matchOn());
    serveCvSkills(['React', 'TypeScript']);
    renderApp(path, { session: demoSession });
    const region = await section();
    expect(within(region).getByText('65%')).toBeInTheDocument();
    expect(within(region).getByText(/Com base no currículo/)).toHaveTextContent('Com base no currículo Ana Souza');
    expect(within(region).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', `/curriculum/${MATCH_CV.uuid}`);
    const lines = within(within(region).getByRole('list', { name: 'Pontos da compatibilidade' })).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      'Habilidades: 25 de 50Você tem 2 das 4 habilidades pedidas',
      'Senioridade: 15 de 15Sua experiência soma 4 anos (Pleno), o nível que a vaga pede',
      'Local: 15 de 15Vaga remota',
      'Tipo de contratação: 10 de 10Contrato PJ — você aceita CLT e PJ',
      'Salário: 0 de 10A vaga paga até R$\u00a06.000,00 por mês; seu último salário foi R$\u00a08.000,00',
    ]);
    expect(within(region).getByText('TypeScript')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Contêineres na prática' })).toHaveAttribute('href', `/step/${COURSE_UUID}`);
    expect(within(region).getByText('Kubernetes').parentElement).toHaveTextContent('Nenhum curso da jornada ensina esta habilidade ainda.');
    expect(within(region).queryByText(/Não entram na conta/)).not.toBeInTheDocument();
    expect(within(region).queryByText(/ainda não tem habilidades/)).not.toBeInTheDocument();
  });

  it('asks for the breakdown beside the job, not after it', async () => {
    const job = gate();
    let matchAsked = false;
    server.use(
      http.get(`*/api/v1/jobs/${JOB_UUID}`, async () => {
        await job.opened;
        return HttpResponse.json({ error: 'not reached' }, { status: 500 });
      }),
      http.get('*/api/v1/jobs/:uuid/match', () => {
        matchAsked = true;
        return HttpResponse.json({ data: matchOn() });
      }),
    );
    renderApp(path, { session: demoSession });
    await waitFor(() => expect(matchAsked).toBe(true));
    job.open();
  });

  it("lists the factors left out ('Não entram na conta') and hints to add skills to a CV without them", async () => {
    serveMatch(matchOn({ score: 100, breakdown: { ...sampleBreakdown, skills: null, salary: null, seniority: null, job_type: null } }));
    serveCvSkills([]);
    renderApp(path, { session: demoSession });
    const region = await section();
    expect(within(region).getByText('100%')).toBeInTheDocument();
    expect(within(region).getByText(/^Não entram na conta: habilidades \(a vaga não lista habilidades\), senioridade/)).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: 'Adicione suas habilidades ao currículo' })).toHaveAttribute('href', `/curriculum/${MATCH_CV.uuid}`);
  });

  it('without a CV invites to create one', async () => {
    serveMatch({ status: 'no_curriculum' });
    renderApp(path, { session: demoSession });
    expect(within(await section()).getByRole('link', { name: 'Criar meu currículo' })).toHaveAttribute('href', '/curriculum');
  });

  it('switched off (LGPD) shows nothing', async () => {
    serveMatch({ status: 'off' });
    renderApp(path, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Compatibilidade com seu currículo' })).not.toBeInTheDocument();
  });
});
