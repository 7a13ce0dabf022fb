import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, STALE_CHUNK_KEY } from '../lib/stale-chunk-reload.ts';
import { lazyScreen, Screen } from './lazy-screen.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const staleChunk = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/jobs-abc123.js');

function show(load: () => Promise<{ Component: () => null }>) {
  render(
    <MemoryRouter>
      <RouteErrorBoundary standalone>
        <Screen screen={lazyScreen(load)} fallback={<p>Carregando…</p>} />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('lazyScreen and a stale chunk after a deploy', () => {
  it('reloads the page once by itself, keeping the loading state', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    show(() => Promise.reject(staleChunk()));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(STALE_CHUNK_KEY)).toContain('jobs-abc123.js');
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
  });

  it('never loops: the same failure after the reload shows the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    sessionStorage.setItem(STALE_CHUNK_KEY, staleChunk().message);
    show(() => Promise.reject(staleChunk()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('does not reload for other errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    show(() => Promise.reject(new Error('boom')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('lazyScreen once its module has loaded (docs/decisions/1812)', () => {
  const container = () => document.body.appendChild(document.createElement('div'));
  const Loaded = () => <p>Tela carregada</p>;

  it('is drawn in the first commit, without its loading state, which React would hold for 300 ms', async () => {
    const lazyPage = lazyScreen(() => Promise.resolve({ Component: Loaded }));
    await lazyPage.preload();
    const root = createRoot(container());
    flushSync(() => root.render(<Screen screen={lazyPage} fallback={<p>Carregando…</p>} />));
    expect(screen.getByText('Tela carregada')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
    act(() => root.unmount());
  });

  it('shows its loading state while the module is still on its way', async () => {
    let arrive: (module: { Component: () => React.JSX.Element }) => void = () => undefined;
    const lazyPage = lazyScreen(() => new Promise<{ Component: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    const root = createRoot(container());
    flushSync(() => root.render(<Screen screen={lazyPage} fallback={<p>Carregando…</p>} />));
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    await act(async () => arrive({ Component: Loaded }));
    expect(await screen.findByText('Tela carregada')).toBeInTheDocument();
    act(() => root.unmount());
  });
});
