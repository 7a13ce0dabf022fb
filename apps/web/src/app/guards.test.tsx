import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../lib/session.ts';
import { demoSession, errorBody } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('route guards', () => {
  it.each(['/dashboard', '/jobs', '/account', '/step/abc', '/curriculum/abc/preview'])('sends a visitor without a session from %s to /login', async (path) => {
    const { router } = renderApp(path);
    await heading('Entrar');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/', '/login', '/signup'])('sends a logged-in user from %s to /dashboard', async (path) => {
    const { router } = renderApp(path, { session: demoSession });
    await heading('Olá, Ana!');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the login page at / for a visitor, and /signup goes to /register', async () => {
    renderApp('/');
    await heading('Entrar');
    const { router } = renderApp('/signup');
    await heading('Crie sua conta');
    expect(router.state.location.pathname).toBe('/register');
  });

  it.each(['/404', '/nao-existe/mesmo'])('shows Not found at %s, with or without a session', async (path) => {
    renderApp(path);
    await heading('Página não encontrada');
    expect(screen.getByRole('link', { name: 'Ir para Home' })).toHaveAttribute('href', '/');
  });

  it("points 'Ir para Home' at /dashboard when logged in", async () => {
    renderApp('/404', { session: demoSession });
    await heading('Página não encontrada');
    expect(screen.getByRole('link', { name: 'Ir para Home' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps the public password pages public', async () => {
    renderApp('/forgot-password');
    await heading('Esqueceu a senha?');
    renderApp('/reset-password?token=abc');
    await heading('Redefinir senha');
  });

  it('a 401 anywhere clears the session and goes to /login', async () => {
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.json(errorBody('Sessão inválida ou expirada. Faça login novamente.'), { status: 401 })));
    const { router } = renderApp('/account', { session: demoSession });
    await heading('Entrar');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('data.token')).toBeNull();
    expect(localStorage.getItem('data.user_data')).toBeNull();
  });

  it('renders each feature screen inside the layout with its spec heading', async () => {
    const screens: [string, string][] = [
      ['/jobs', 'Vagas'],
      ['/applications', 'Minhas Candidaturas'],
      ['/job-alerts', 'Alertas de Vagas'],
      ['/curriculum', 'Currículos'],
      ['/plans', 'Escolha o Plano Ideal para Você'],
      ['/highlights', 'Destaques'],
      ['/steps', 'Sua Jornada'],
    ];
    for (const [path, title] of screens) {
      const { unmount } = renderApp(path, { session: demoSession });
      await heading(title);
      expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
      unmount();
    }
  });
});
