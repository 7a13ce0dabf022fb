import type { MatchSettingsRequest } from '@rumo/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jobsPage, makeJob } from '../../features/jobs/tests/jobs-fixtures.ts';
import { MATCH_CV, settings } from '../../features/match/tests/match-fixtures.ts';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

/** The account route composes the match settings with the jobs feature's cache (decision 1704). */
describe('account → jobs: compatibility settings', () => {
  it('a change refreshes the jobs list, whose cards carry the scores', async () => {
    let enabled = true;
    const job = makeJob(1, { title: 'Vaga com nota' });
    server.use(
      http.get('*/api/v1/match/settings', () => HttpResponse.json({ data: settings({ enabled }) })),
      http.put('*/api/v1/match/settings', async ({ request }) => {
        enabled = ((await request.json()) as MatchSettingsRequest).enabled;
        return HttpResponse.json({ data: settings({ enabled }) });
      }),
      http.get('*/api/v1/jobs', () =>
        HttpResponse.json(jobsPage([job], {}, {}, enabled ? { status: 'on', curriculum: MATCH_CV, scores: { [job.uuid]: 80 } } : { status: 'off', curriculum: null, scores: {} })),
      ),
    );
    const { user } = renderApp('/jobs', { session: demoSession });
    expect(await screen.findByText('Compatibilidade 80%')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Conta' })[0]!);
    await user.click(await screen.findByRole('switch', { name: 'Compatibilidade com meu currículo' }));
    expect(await screen.findByText('Compatibilidade desativada.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Vagas' })[0]!);
    expect(await screen.findByRole('link', { name: 'Vaga com nota' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Compatibilidade 80%')).not.toBeInTheDocument());
  });
});
