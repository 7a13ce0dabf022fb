import type { JobsCompatibility } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { defaultJobs, jobsPage } from './jobs-fixtures.ts';

/** The list's compatibility block (decision 1704): scores on the cards, 'Ordenar por', the prompt without a CV. */
const CV = { uuid: '6b1f4c2a-1d2e-4f3a-9b8c-7d6e5f4a3b2c', name: 'Ana Souza' };
const on: JobsCompatibility = { status: 'on', curriculum: CV, scores: { [defaultJobs[0]!.uuid]: 78, [defaultJobs[2]!.uuid]: 35 } };

function serveList(compatibility: JobsCompatibility, meta = {}) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/jobs', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(jobsPage(defaultJobs, meta, {}, compatibility));
    }),
  );
  return seen;
}

const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article')!;

describe('jobs list: compatibility', () => {
  it("shows 'Compatibilidade 78%' on a card with a score (named for screen readers), none on a card without", async () => {
    serveList(on);
    renderApp('/jobs', { session: demoSession });
    const first = await card('Desenvolvedor(a) React 1');
    expect(within(first).getByText('Compatibilidade 78%')).toBeInTheDocument();
    expect(within(first).getByText('Compatibilidade com seu currículo: 78%')).toHaveClass('sr-only');
    expect(within(await card('Engenheira de Software')).getByText('Compatibilidade 35%')).toBeInTheDocument();
    expect(within(await card('Analista de Dados')).queryByText(/Compatibilidade/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Crie seu currículo para ver a compatibilidade/)).not.toBeInTheDocument();
  });

  it("'Ordenar por' → 'Compatibilidade' puts sort=compatibility in the URL and the request, back to page 1", async () => {
    const seen = serveList(on, { last_page: 3, current_page: 2, total: 30 });
    const { user, router } = renderApp('/jobs?page=2', { session: demoSession });
    const sort = await screen.findByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevância', 'Compatibilidade']);
    expect(sort).toHaveValue('relevance');
    await user.selectOptions(sort, 'compatibility');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=compatibility'));
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('compatibility'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'relevance');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('without a CV: one prompt linking to /curriculum above the results, no sort, no scores', async () => {
    serveList({ status: 'no_curriculum', curriculum: null, scores: {} });
    renderApp('/jobs', { session: demoSession });
    const prompt = await screen.findByRole('link', { name: 'Crie seu currículo para ver a compatibilidade com cada vaga' });
    expect(prompt).toHaveAttribute('href', '/curriculum');
    expect(screen.getAllByText(/Crie seu currículo para ver a compatibilidade/)).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();
  });

  it('switched off: no prompt, no sort, no score', async () => {
    serveList({ status: 'off', curriculum: null, scores: {} });
    renderApp('/jobs', { session: demoSession });
    await card('Desenvolvedor(a) React 1');
    expect(screen.queryByText(/Compatibilidade/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();
  });

  it('a link with sort=compatibility answered 422 (no CV, or switched off) falls back to relevance', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/jobs', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        if (params.get('sort') === 'compatibility') return HttpResponse.json({ message: 'Para ordenar por compatibilidade, crie um currículo.' }, { status: 422 });
        return HttpResponse.json(jobsPage(defaultJobs, {}, {}, { status: 'off', curriculum: null, scores: {} }));
      }),
    );
    const { router } = renderApp('/jobs?sort=compatibility', { session: demoSession });
    await card('Desenvolvedor(a) React 1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(seen.at(-1)?.get('sort')).toBeNull();
  });
});
