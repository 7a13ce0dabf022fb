import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession, SIGNED_IN_COOKIE, USER_KEY } from '../../lib/session.ts';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

describe('app layout', () => {
  it('lists the side menu in the spec order, with Planos and Logout', async () => {
    renderApp('/jobs', { session: demoSession });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/dashboard'],
      ['Etapas', '/steps'],
      ['Alerta de Vagas', '/job-alerts'],
      ['Meu currículo', '/curriculum'],
      ['Vagas', '/jobs'],
      ['Minhas Candidaturas', '/applications'],
      ['Conta', '/account'],
      ['Suporte', '/support'],
      ['Sobre', '/about'],
      ['Planos', '/plans'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Vagas' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the user name and initials in the header', async () => {
    renderApp('/dashboard', { session: demoSession });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(header).getByText('AS')).toBeInTheDocument();
  });

  it('names the account link by the name on screen first (WCAG 2.5.3), the initials left out', async () => {
    renderApp('/dashboard', { session: demoSession });
    const header = await screen.findByRole('banner');
    const link = within(header).getByRole('link', { name: 'Ana Souza, configurações da conta' });
    expect(link).toHaveAttribute('href', '/account');
    // An aria-label replaces the visible text and axe's label-content-name-mismatch fails it.
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('the open drawer is modal: focus moves in, Tab and Shift+Tab cycle inside, the skip link leaves the tab order', async () => {
    const { user } = renderApp('/dashboard', { session: demoSession });
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).not.toHaveAttribute('inert');
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
    expect(skip).toHaveAttribute('inert');

    const panel = document.getElementById('side-menu')!;
    const first = within(panel).getByRole('link', { name: 'Rumo, ir para a página inicial' });
    await user.tab({ shift: true });
    expect(first).toHaveFocus();
    // Shift+Tab on the first element wraps to the last one of the drawer, not to the page behind.
    await user.tab({ shift: true });
    const last = document.activeElement;
    expect(panel.contains(last)).toBe(true);
    expect(last).not.toBe(first);
    await user.tab();
    expect(first).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(skip).not.toHaveAttribute('inert');
  });

  it('bottom bar: five entries, the active one is the exact path', async () => {
    renderApp('/jobs/123', { session: demoSession });
    const bar = await screen.findByRole('navigation', { name: 'Atalhos' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Vagas', '/jobs'],
      ['Etapas', '/steps'],
      ['Conta', '/account'],
      ['Destaques', '/highlights'],
    ]);
    // /jobs/123 is not /jobs: nothing is active.
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(0);
  });

  it('bottom bar marks Etapas on /steps', async () => {
    renderApp('/steps', { session: demoSession });
    const bar = await screen.findByRole('navigation', { name: 'Atalhos' });
    expect(within(bar).getByRole('link', { name: 'Etapas' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the drawer (open flag) and collapses the menu (collapsed flag)', async () => {
    const { user } = renderApp('/dashboard', { session: demoSession });
    const opener = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
    expect(localStorage.getItem('rumo.side-menu-collapsed')).toBe('1');
  });

  it('Logout asks the API to end the session (the cookie is HttpOnly), clears the session and goes to /login', async () => {
    let revoked = false;
    server.use(
      http.post('*/api/v1/auth/logout', ({ request }) => {
        // The session cookie goes with it, as with every request of the app; no bearer token.
        revoked = request.credentials === 'same-origin' && !request.headers.has('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/dashboard', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(revoked).toBe(true);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
    expect(router.state.location.pathname).toBe('/login');
    // A deliberate logout keeps no way back and says nothing about an expired session (decision 1304).
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
  });
});
