import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../lib/stale-chunk-reload.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  const error = new TypeError("Cannot read properties of undefined (reading 'map')");
  error.stack = 'TypeError: Cannot read properties of undefined\n    at JobsList (assets/jobs-abc123.js:1:2345)';
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it("keeps 'Unexpected Application Error!', explains in Portuguese, offers 'Recarregar' and never shows the raw error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary standalone>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Algo deu errado ao abrir esta página.');
    expect(main.textContent).not.toMatch(/Cannot read|TypeError|undefined|jobs-abc123|\bat\b/);
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
