import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../lib/api-client.ts';
import { demoSession, startSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';
import { EARLY_REQUEST_ROUTES } from './early-requests/early-request-routes.ts';
import { firstRenderReady } from './router.tsx';

// Every GET sent, as 'GET <url>' (the key of an early answer).
const sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'GET') sent.push(`GET ${request.url}`);
};
afterEach(() => {
  server.events.removeListener('request:start', record);
  sent.length = 0;
});

async function aJob(): Promise<{ uuid: string; title: string }> {
  const list = (await (await fetch(apiUrl('/v1/jobs'))).json()) as { data: { uuid: string; title: string }[] };
  return list.data[0]!;
}

// docs/decisions/1818: the first render finds its screen's answers in the cache.
describe('firstRenderReady', () => {
  it('fills the cache with the job page’s answers, so its first render draws the job, not its skeleton', async () => {
    const job = await aJob();
    startSession();
    await firstRenderReady({ pathname: `/jobs/${job.uuid}`, search: '' });
    renderApp(`/jobs/${job.uuid}`, { session: demoSession });
    // Synchronously, in the render's own commit: nothing was fetched after it.
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(screen.queryByText('Carregando vaga…')).not.toBeInTheDocument();
  });

  it.each(EARLY_REQUEST_ROUTES.filter((route) => route.path !== '/admin').map((route) => [route.path, route] as const))(
    '%s waits for exactly the requests index.html started early',
    async (_path, route) => {
      const id = route.path.includes(':id') ? (await aJob()).uuid : '';
      startSession();
      server.events.on('request:start', record);
      await firstRenderReady({ pathname: route.path.replace(':id', id), search: '' });
      expect([...sent].sort()).toEqual(route.api.map((path) => `GET ${apiUrl(path.replace(':id', id))}`).sort());
    },
  );

  it('a first answer that failed is drawn as it is, not asked again by the screen; the next visit to the screen asks again', async () => {
    server.use(http.get('*/api/v1/steps', () => HttpResponse.json({ message: 'Seu plano não inclui a Jornada.' }, { status: 403 })));
    startSession();
    await firstRenderReady({ pathname: '/steps', search: '' });
    server.events.on('request:start', record);
    const { user } = renderApp('/steps', { session: demoSession });
    expect(await screen.findByRole('heading', { name: 'Desbloqueie Sua Jornada Profissional' })).toBeInTheDocument();
    const steps = () => sent.filter((request) => request.endsWith('/api/v1/steps'));
    // Asked once, early (before the render), by firstRenderReady: the screen took its error.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps()).toEqual([]);
    // Away and back: the screen asks again, as for any failed answer.
    await user.click(screen.getByRole('link', { name: 'Começar Agora' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolha o Plano Ideal para Você' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Etapas' })[0]!);
    await waitFor(() => expect(steps()).toHaveLength(1));
  });

  it('asks nothing without a session: the guard sends the visit to the login', async () => {
    server.events.on('request:start', record);
    await firstRenderReady({ pathname: '/jobs', search: '' });
    expect(sent).toEqual([]);
  });

  it('does not wait for an answer that does not come', async () => {
    server.use(http.get('*/api/v1/jobs', () => new Promise<never>(() => undefined)));
    startSession();
    const started = performance.now();
    await firstRenderReady({ pathname: '/jobs', search: '' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
