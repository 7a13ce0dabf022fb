import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../lib/session.ts';
import { DEMO_PASSWORD, demoProfile, demoSession, errorBody } from '../test/fixtures.ts';
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

  it("a 401 sends the user to /login with 'Sua sessão expirou. Entre novamente.' and, after login, back where they were", async () => {
    server.use(http.get('*/api/v1/jobs', () => HttpResponse.json(errorBody('Sessão inválida ou expirada. Faça login novamente.'), { status: 401 }), { once: true }));
    const { router, user } = renderApp('/jobs?page=2', { session: demoSession });
    await heading('Entrar');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fjobs%3Fpage%3D2');
    expect(screen.getByRole('status')).toHaveTextContent('Sua sessão expirou. Entre novamente.');
    await user.type(screen.getByLabelText('Usuário'), demoProfile.email);
    await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('never follows ?next=%s after login (no open redirect)', async (next) => {
    const { router, user } = renderApp(`/login?next=${encodeURIComponent(next)}`);
    await user.type(await screen.findByLabelText('Usuário'), demoProfile.email);
    await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a visitor sent to /login from a protected page comes back to it after login', async () => {
    const { router, user } = renderApp('/applications?status=open');
    await heading('Entrar');
    expect(router.state.location.search).toBe('?next=%2Fapplications%3Fstatus%3Dopen');
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Usuário'), demoProfile.email);
    await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('a 401 anywhere clears the session and goes to /login', async () => {
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.json(errorBody('Sessão inválida ou expirada. Faça login novamente.'), { status: 401 })));
    const { router } = renderApp('/account', { session: demoSession });
    await heading('Entrar');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('data.user_data')).toBeNull();
    expect(document.cookie).not.toContain('rumo_signed_in');
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
