import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { gate } from '../../test/gate.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

/** Holds the answer to `path` until the test opens the gate, then lets the default handler answer. */
function hold(path: string) {
  const answer = gate();
  server.use(
    http.get(`*/api${path}`, async () => {
      await answer.opened;
      return undefined;
    }),
  );
  return answer;
}

describe('first screens that no longer jump (docs/decisions/1802)', () => {
  it('the dashboard shows one placeholder until every panel has its answer, then all panels at once', async () => {
    const alerts = hold('/v1/job-alerts');
    renderApp('/dashboard', { session: demoSession });
    expect(await screen.findByText('Carregando o painel…')).toBeInTheDocument();
    // The other panels' answers are in, but none of them is shown before the last one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { name: 'Candidaturas recentes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Etapas em andamento' })).not.toBeInTheDocument();
    alerts.open();
    expect(await screen.findByRole('heading', { name: 'Candidaturas recentes' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Etapas em andamento' })).toBeVisible();
    expect(screen.queryByText('Carregando o painel…')).not.toBeInTheDocument();
  });

  it('the steps screen draws "Meus certificados" only once the steps are drawn above it', async () => {
    const steps = hold('/v1/steps');
    renderApp('/steps', { session: demoSession });
    expect(await screen.findByText('Carregando sua jornada…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { name: 'Meus certificados' })).not.toBeInTheDocument();
    steps.open();
    expect(await screen.findByRole('heading', { name: 'Meus certificados' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando sua jornada…')).not.toBeInTheDocument();
  });
});
