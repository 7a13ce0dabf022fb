import type { ForYouResponse, MatchSettingsRequest } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { MATCH_CV, settings } from './match-fixtures.ts';

const job = (n: number, compatibility: number): ForYouResponse['data'][number] => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Desenvolvedora React ${n}`,
  description: 'Sobre a vaga',
  company: 'Nubank',
  city: 'São Paulo',
  state: 'SP',
  salary: 9500,
  salary_max: null,
  salary_currency: 'BRL',
  salary_period: 'month',
  captation: 'direct',
  url: null,
  apply_url: null,
  remote_region: null,
  affirmative: false,
  expired_at: null,
  job_type: 'CLT',
  work_model: 'remoto',
  seniority: 'Pleno',
  published_at: '2026-11-20T12:00:00.000Z',
  skills: ['React'],
  compatibility,
});
const serveForYou = (answer: ForYouResponse) => server.use(http.get('*/api/v1/jobs/for-you', () => HttpResponse.json(answer)));
const TITLE = { level: 2, name: 'Vagas para você' } as const;

describe("dashboard: 'Vagas para você' (decision 1704)", () => {
  it('shows up to five cards, each with its score, and the CV they are scored against', async () => {
    serveForYou({ status: 'on', curriculum: MATCH_CV, data: [job(1, 92), job(2, 71)] });
    renderApp('/dashboard', { session: demoSession });
    const panel = (await screen.findByRole('heading', TITLE)).closest('section')!;
    expect(within(panel).getByText('Com base no currículo Ana Souza.')).toBeInTheDocument();
    const cards = within(panel).getAllByRole('article');
    expect(cards.map((c) => within(c).getByText(/^Compatibilidade \d+%$/).textContent)).toEqual(['Compatibilidade 92%', 'Compatibilidade 71%']);
    expect(within(cards[0]!).getByRole('link', { name: 'Desenvolvedora React 1' })).toHaveAttribute('href', `/jobs/${job(1, 0).uuid}`);
    expect(within(panel).getByRole('link', { name: 'Ver todas por compatibilidade' })).toHaveAttribute('href', '/jobs?sort=compatibility');
  });

  it('says so when nothing matches', async () => {
    serveForYou({ status: 'on', curriculum: MATCH_CV, data: [] });
    renderApp('/dashboard', { session: demoSession });
    const panel = (await screen.findByRole('heading', TITLE)).closest('section')!;
    expect(panel).toHaveTextContent('Nenhuma vaga dos últimos 14 dias chega a 50% de compatibilidade com seu currículo.');
  });

  it('invites to create a CV without one', async () => {
    serveForYou({ status: 'no_curriculum', curriculum: null, data: [] });
    renderApp('/dashboard', { session: demoSession });
    const panel = (await screen.findByRole('heading', TITLE)).closest('section')!;
    expect(within(panel).getByRole('link', { name: 'Criar meu currículo' })).toHaveAttribute('href', '/curriculum');
  });

  it('is hidden when switched off', async () => {
    let asked = false;
    server.use(
      http.get('*/api/v1/jobs/for-you', () => {
        asked = true;
        return HttpResponse.json({ status: 'off', curriculum: null, data: [] });
      }),
    );
    renderApp('/dashboard', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('heading', TITLE)).not.toBeInTheDocument();
  });
});

describe("account: 'Compatibilidade com meu currículo' (decision 1704)", () => {
  function serveSettings(initial = settings()) {
    const puts: MatchSettingsRequest[] = [];
    let current = initial;
    server.use(
      http.get('*/api/v1/match/settings', () => HttpResponse.json({ data: current })),
      http.put('*/api/v1/match/settings', async ({ request }) => {
        const body = (await request.json()) as MatchSettingsRequest;
        puts.push(body);
        current = { enabled: body.enabled, curriculum_uuid: body.curriculum_uuid ?? null, curriculum: body.enabled ? MATCH_CV : null };
        return HttpResponse.json({ data: current });
      }),
    );
    return { puts };
  }

  it('switches compatibility off, saved at once, with its one-line explanation', async () => {
    const api = serveSettings();
    const { user } = renderApp('/account', { session: demoSession });
    const toggle = await screen.findByRole('switch', { name: 'Compatibilidade com meu currículo' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('A nota de cada vaga é calculada aqui no Rumo a partir do seu currículo; nada sai do Rumo.');
    await user.click(toggle);
    expect(await screen.findByText('Compatibilidade desativada.')).toBeInTheDocument();
    expect(api.puts).toEqual([{ enabled: false, curriculum_uuid: null }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Compatibilidade com meu currículo' })).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByRole('combobox', { name: 'Currículo usado' })).toBeDisabled();
  });

  it("'Currículo usado' offers 'O mais recente' and the user's CVs; choosing one saves it", async () => {
    const api = serveSettings();
    const { user } = renderApp('/account', { session: demoSession });
    const select = await screen.findByRole('combobox', { name: 'Currículo usado' });
    // The certificates feature's default answer lists two CVs (its test-handlers).
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent('O mais recente');
    expect(select).toHaveValue('');
    await user.selectOptions(select, options[1]!);
    await waitFor(() => expect(api.puts).toEqual([{ enabled: true, curriculum_uuid: options[1]!.getAttribute('value') }]));
    expect(await screen.findByText('Compatibilidade ativada: as vagas mostram o quanto combinam com seu currículo.')).toBeInTheDocument();
  });
});
